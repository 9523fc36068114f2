import { addYears, type IsoDate } from "./calendarDates";

/**
 * 14 CFR Part 48 (48.100, 48.115): each small unmanned aircraft flown under Part 107 that weighs
 * 0.55 lb (250 g) or more is registered individually; the registration number starts with FA
 * and is followed by 8 letters or digits (e.g. FA3XKJ7Y2P), and lasts 3 years.
 */
export const FAA_REGISTRATION_PATTERN = /^FA[A-Z0-9]{8}$/;
export const REGISTRATION_VALID_YEARS = 3;
/** 0.55 lb: the registration threshold (Part 48), stated by the FAA as 250 g. */
export const REGISTRATION_MIN_GRAMS = 250;
/** 14 CFR 107.3: a small unmanned aircraft weighs less than 55 lb with its payload. */
export const SMALL_UAS_LIMIT_GRAMS = 55 * 453.59237;

/** Upper-cases and drops spaces and dashes pilots type between groups. */
export function normalizeRegistrationNumber(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

export function isFaaRegistrationNumber(text: string): boolean {
  return FAA_REGISTRATION_PATTERN.test(normalizeRegistrationNumber(text));
}

/** Part 48: the last day of a registration made on `registeredOn` (3 years). */
export function registrationExpiresOn(registeredOn: IsoDate): IsoDate {
  return addYears(registeredOn, REGISTRATION_VALID_YEARS);
}

/** Part 48 / 107.3: 250 g up to under 55 lb must be registered to fly commercially. */
export function requiresRegistration(weightGrams: number): boolean {
  return weightGrams >= REGISTRATION_MIN_GRAMS && weightGrams < SMALL_UAS_LIMIT_GRAMS;
}

/** 107.3: at 55 lb or more the aircraft is not a small UAS and Part 107 does not cover it. */
export function isSmallUas(weightGrams: number): boolean {
  return weightGrams < SMALL_UAS_LIMIT_GRAMS;
}

/**
 * 14 CFR Part 89: a registered aircraft broadcasts Remote ID, built in (standard Remote ID) or
 * through a broadcast module whose serial number is registered with it; with neither it may
 * fly only inside an FAA-Recognized Identification Area (FRIA).
 */
export const REMOTE_ID_KINDS = ["standard", "broadcast_module", "none"] as const;
export type RemoteIdKind = (typeof REMOTE_ID_KINDS)[number];

export const REMOTE_ID_LABELS: Record<RemoteIdKind, string> = {
  standard: "Standard Remote ID",
  broadcast_module: "Broadcast module",
  none: "None (FRIA only)",
};

export type RemoteIdCompliance = "anywhere" | "fria_only" | "module_serial_missing";

/** Part 89: where the aircraft may fly for its Remote ID. */
export function remoteIdCompliance(kind: RemoteIdKind, serial: string | null): RemoteIdCompliance {
  if (kind === "standard") return "anywhere";
  if (kind === "broadcast_module") return serial?.trim() ? "anywhere" : "module_serial_missing";
  return "fria_only";
}

export interface AircraftRegistration {
  weightGrams: number | null;
  registrationNumber: string | null;
  registrationExpiresOn: IsoDate | null;
}

/**
 * Part 48 on `today`: an aircraft under 250 g needs nothing; one that must be registered needs a
 * well-formed number whose registration has not lapsed. Unknown weight counts as needing it.
 */
export function aircraftRegistered(aircraft: AircraftRegistration, today: IsoDate): boolean {
  if (aircraft.weightGrams !== null && !requiresRegistration(aircraft.weightGrams)) {
    return aircraft.weightGrams < REGISTRATION_MIN_GRAMS;
  }
  return (
    aircraft.registrationNumber !== null &&
    isFaaRegistrationNumber(aircraft.registrationNumber) &&
    aircraft.registrationExpiresOn !== null &&
    aircraft.registrationExpiresOn >= today
  );
}
