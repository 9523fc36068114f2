import { describe, expect, it } from "vitest";
import { isWithinMissionWindow, siteTimeZone } from "@skyhire/shared";
import { generateSeedData } from "./generate";

const NOW = new Date("2026-11-25T15:00:00Z");

describe("demo mission windows", () => {
  const rows = generateSeedData({ now: NOW, passwordHashes: {} as never });

  it("gives every dated job a window, and hired jobs to fly a daylight time inside it", () => {
    const dated = rows.jobs.filter((j) => j.deadline && j.lat != null);
    expect(dated.length).toBeGreaterThan(20);
    expect(dated.every((j) => j.missionWindow)).toBe(true);
    const kinds = new Set(dated.map((j) => j.missionWindow!.kind));
    expect(kinds).toEqual(new Set(["fixed", "part_of_day", "flexible"]));

    const planned = rows.jobs.filter((j) => j.plannedFlightAt);
    expect(planned.length).toBeGreaterThan(3);
    for (const job of planned) {
      expect(["assigned", "in_progress"]).toContain(job.status);
      expect(job.plannedFlightAt!.getTime()).toBeGreaterThan(NOW.getTime());
      const site = { lat: job.lat!, lng: job.lng!, timeZone: siteTimeZone(job.lat!, job.lng!) };
      expect(isWithinMissionWindow(job.plannedFlightAt!, job.missionWindow!, site)).toBe(true);
    }
  });

  it("marks the larger aircraft as lit for night flights, and not the minis", () => {
    const drones = rows.equipment.filter((e) => e.type === "drone");
    expect(drones.some((d) => d.antiCollisionLighting)).toBe(true);
    expect(drones.filter((d) => /Mini/.test(d.name)).some((d) => d.antiCollisionLighting)).toBe(
      false,
    );
  });
});
