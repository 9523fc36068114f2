import { describe, expect, it } from "vitest";
import { flightLogDefaults, flightLogFormSchema, toFlightLogPayload } from "./flightLogForm";

const form = {
  equipmentId: "2c1f6a9e-3d0b-4f7e-9a51-0d6f0e8b7c11",
  date: "2026-07-04",
  takeoffTime: "09:30",
  landingTime: "09:55",
  maxAltitudeFtAgl: "250",
  location: "",
  batteryPacks: "2",
  remarks: " ",
  incident: "",
};

describe("the flight log form", () => {
  it("reads the clocks in the site's zone and sends instants", () => {
    expect(toFlightLogPayload(form, "America/Denver")).toEqual({
      equipmentId: form.equipmentId,
      takeoffAt: "2026-07-04T15:30:00.000Z",
      landingAt: "2026-07-04T15:55:00.000Z",
      maxAltitudeFtAgl: 250,
      location: null,
      batteryPacks: 2,
      remarks: null,
      incident: null,
    });
  });

  it("refuses a landing before takeoff and more than 400 ft", () => {
    const result = flightLogFormSchema.safeParse({
      ...form,
      landingTime: "09:00",
      maxAltitudeFtAgl: "401",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Max altitude can be at most 400");
  });

  it("opens a logged flight at the times its site's clocks showed", () => {
    const defaults = flightLogDefaults(
      {
        id: "1",
        jobId: "2",
        equipmentId: form.equipmentId,
        aircraftName: "Mavic",
        takeoffAt: "2026-07-04T15:30:00.000Z",
        landingAt: "2026-07-04T15:55:00.000Z",
        airtimeSeconds: 1500,
        maxAltitudeFtAgl: 250,
        location: "Golden, CO",
        timeZone: "America/Denver",
        batteryPacks: 2,
        remarks: null,
        incident: null,
      },
      { location: "Golden, CO", timeZone: "America/Denver" },
      [],
    );
    expect(defaults).toMatchObject({
      date: "2026-07-04",
      takeoffTime: "09:30",
      landingTime: "09:55",
    });
  });
});
