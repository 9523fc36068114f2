import { describe, expect, it } from "vitest";
import {
  aircraftRegistered,
  isFaaRegistrationNumber,
  registrationExpiresOn,
  remoteIdCompliance,
  requiresRegistration,
} from "./registration";

describe("FAA registration (Part 48)", () => {
  it("is FA and 8 letters or digits", () => {
    expect(isFaaRegistrationNumber("FA3XKJ7Y2P")).toBe(true);
    expect(isFaaRegistrationNumber("fa3xkj7y2p")).toBe(true);
    expect(isFaaRegistrationNumber("FA-3XKJ-7Y2P")).toBe(true);
    expect(isFaaRegistrationNumber("FA3XKJ7Y2")).toBe(false);
    expect(isFaaRegistrationNumber("FA3XKJ7Y2PQ")).toBe(false);
    expect(isFaaRegistrationNumber("FB3XKJ7Y2P")).toBe(false);
    expect(isFaaRegistrationNumber("FA3XKJ7Y2!")).toBe(false);
  });

  it("lasts 3 years, leap day to 28 February", () => {
    expect(registrationExpiresOn("2025-06-15")).toBe("2028-06-15");
    expect(registrationExpiresOn("2024-02-29")).toBe("2027-02-28");
  });

  it("is needed from 250 g to under 55 lb", () => {
    expect(requiresRegistration(249)).toBe(false);
    expect(requiresRegistration(250)).toBe(true);
    expect(requiresRegistration(24_947)).toBe(true);
    expect(requiresRegistration(24_948)).toBe(false);
  });

  it("counts an aircraft registered while its registration lasts", () => {
    const drone = { weightGrams: 895, registrationNumber: "FA3XKJ7Y2P" };
    expect(
      aircraftRegistered({ ...drone, registrationExpiresOn: "2026-05-01" }, "2026-05-01"),
    ).toBe(true);
    expect(
      aircraftRegistered({ ...drone, registrationExpiresOn: "2026-05-01" }, "2026-05-02"),
    ).toBe(false);
    expect(
      aircraftRegistered(
        { ...drone, registrationNumber: null, registrationExpiresOn: null },
        "2026-05-01",
      ),
    ).toBe(false);
    expect(
      aircraftRegistered(
        { weightGrams: 249, registrationNumber: null, registrationExpiresOn: null },
        "2026-05-01",
      ),
    ).toBe(true);
    expect(
      aircraftRegistered(
        {
          weightGrams: 30_000,
          registrationNumber: "FA3XKJ7Y2P",
          registrationExpiresOn: "2030-01-01",
        },
        "2026-05-01",
      ),
    ).toBe(false);
  });
});

describe("Remote ID (Part 89)", () => {
  it("needs standard Remote ID or a module with its serial; else FRIA only", () => {
    expect(remoteIdCompliance("standard", null)).toBe("anywhere");
    expect(remoteIdCompliance("broadcast_module", "1581F4XB")).toBe("anywhere");
    expect(remoteIdCompliance("broadcast_module", " ")).toBe("module_serial_missing");
    expect(remoteIdCompliance("none", null)).toBe("fria_only");
  });
});
