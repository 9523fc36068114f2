import { expect } from "vitest";
import type { FlightLogDto } from "@skyhire/shared";
import type { TestBrowser } from "./browser";

/** Adds a drone to the signed-in pilot's fleet and answers its id. */
export async function addTestDrone(b: TestBrowser, name = "Mavic 3 Pro"): Promise<string> {
  const res = await b.post("/api/equipment", { name, type: "drone", model: "DJI Mavic 3 Pro" });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A valid flight form: 20 minutes at 200 ft, an hour ago. */
export function flightForm(equipmentId: string, overrides: Record<string, unknown> = {}) {
  // On a whole minute, as the form enters it (iCalendar keeps whole seconds).
  const takeoff = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60 * 60_000);
  return {
    equipmentId,
    takeoffAt: takeoff.toISOString(),
    landingAt: new Date(takeoff.getTime() + 20 * 60_000).toISOString(),
    maxAltitudeFtAgl: 200,
    batteryPacks: 2,
    remarks: "Private: wind picked up on the north side.",
    incident: null,
    ...overrides,
  };
}

/**
 * The hired pilot logs one flight of the job on a new drone of their fleet, as they must
 * before delivering.
 */
export async function logTestFlight(b: TestBrowser, jobId: string): Promise<FlightLogDto> {
  const drone = await addTestDrone(b);
  const res = await b.post(`/api/jobs/${jobId}/flight-logs`, flightForm(drone));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FlightLogDto;
}
