import { siteTimeZone } from "@skyhire/shared";
import type { Rng } from "./prng";
import type { SeedRows } from "./rows";

const FLOWN = new Set(["ready_for_review", "completed", "disputed"]);
const DAY_MS = 86_400_000;

/**
 * One to three logged flights for every demo job that was delivered: the pilot's own drone, on
 * a morning at the site a few days before the delivery, 12 to 35 minutes each, as a delivery
 * needs. Its own random stream, so the rest of the demo draws the same numbers as before.
 */
export function addFlightLogs(rows: SeedRows, rng: Rng, now: Date): void {
  for (const job of rows.jobs) {
    if (!job.status || !FLOWN.has(job.status) || !job.pilotProfileId) continue;
    const drones = rows.equipment.filter(
      (item) => item.pilotProfileId === job.pilotProfileId && item.type === "drone",
    );
    if (drones.length === 0) continue;
    const deliveredAt = job.deliveredAt ?? job.completedAt ?? job.updatedAt ?? now;
    const timeZone = job.lat != null && job.lng != null ? siteTimeZone(job.lat, job.lng) : "UTC";
    const flightDay = new Date(
      Math.floor(new Date(deliveredAt).getTime() / DAY_MS) * DAY_MS - rng.int(1, 4) * DAY_MS,
    );
    // 15:00 UTC is a morning in every US zone.
    let takeoff = flightDay.getTime() + 15 * 3_600_000 + rng.int(0, 5) * 10 * 60_000;
    const flights = rng.int(1, 3);
    for (let i = 0; i < flights; i += 1) {
      const minutes = rng.int(12, 35);
      const drone = rng.pick(drones);
      rows.flightLogs.push({
        id: rng.uuid(),
        jobId: job.id,
        pilotProfileId: job.pilotProfileId,
        equipmentId: drone.id,
        aircraftName: drone.name,
        takeoffAt: new Date(takeoff),
        landingAt: new Date(takeoff + minutes * 60_000),
        maxAltitudeFtAgl: rng.pick([120, 150, 200, 250, 300, 350]),
        location: job.location ?? "Job site",
        timeZone,
        batteryPacks: rng.int(1, 3),
        remarks: i === 0 ? "Pre-flight checks done; site clear of people." : null,
        incident: null,
      });
      takeoff += (minutes + rng.int(10, 25)) * 60_000;
    }
  }
}
