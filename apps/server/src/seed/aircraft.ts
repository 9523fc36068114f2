import { addDays, isoDateOf, registrationExpiresOn } from "@skyhire/shared";
import type { Rng } from "./prng";
import type { SeedRows } from "./rows";

const CODE = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

/**
 * FAA registrations (Part 48) and Remote ID (Part 89) for the demo drones: most registered and
 * current, a few lapsed or missing, sub-250 g minis needing none. Its own random stream, so the
 * rest of the demo draws the same numbers as before.
 */
export function addAircraftRegistrations(rows: SeedRows, rng: Rng, now: Date): void {
  const today = isoDateOf(now);
  for (const item of rows.equipment) {
    if (item.type !== "drone") continue;
    const mini = /mini/i.test(item.name);
    item.weightGrams = mini ? 249 : rng.int(6, 15) * 100 + rng.int(0, 99);
    item.remoteIdKind = mini
      ? "standard"
      : rng.pickWeighted(["standard", "broadcast_module"] as const, [9, 1]);
    item.remoteIdSerial =
      item.remoteIdKind === "broadcast_module" ? `1581F${rng.int(100_000, 999_999)}` : null;
    if (mini || rng.chance(0.08)) continue;
    const registeredOn = addDays(today, -rng.int(30, 1100 + (rng.chance(0.1) ? 200 : 0)));
    item.registrationNumber = `FA${Array.from({ length: 8 }, () => rng.pick([...CODE])).join("")}`;
    item.registrationExpiresOn = registrationExpiresOn(registeredOn);
  }
}
