import {
  AIRSPACE_CLASS_LABELS,
  AIRSPACE_CLASSES,
  JOB_DATE_IN_PAST_MESSAGE,
  MAX_FLEXIBLE_DAYS,
  PART_OF_DAY_LABELS,
  PARTS_OF_DAY,
  type JobDto,
  type MissionWindowDto,
  type PartOfDay,
} from "@skyhire/shared";

/** How the client pins the flight time on the flight day. */
export const WINDOW_KINDS = [
  { value: "flexible", label: "Flexible within some days" },
  { value: "fixed", label: "A fixed start time" },
  ...PARTS_OF_DAY.map((part) => ({ value: part, label: PART_OF_DAY_LABELS[part] })),
] as const;
export type WindowKind = "flexible" | "fixed" | PartOfDay;

/** "none" rather than "": a select option's value must not be empty. */
export const AIRSPACE_NOT_STATED = "none";
export const AIRSPACE_OPTIONS = [
  { value: AIRSPACE_NOT_STATED, label: "Not stated" },
  ...AIRSPACE_CLASSES.map((value) => ({ value, label: AIRSPACE_CLASS_LABELS[value] })),
];

/** The mission-window part of the job post form, as typed. */
export type MissionWindowFormValues = {
  flightDay: string;
  windowKind: WindowKind;
  startTime: string;
  flexibleDays: string;
  airspaceClass: string;
};
export const MISSION_WINDOW_FIELDS = [
  "flightDay",
  "windowKind",
  "startTime",
  "flexibleDays",
  "airspaceClass",
] as const;

export const EMPTY_MISSION_WINDOW_FORM: MissionWindowFormValues = {
  flightDay: "",
  windowKind: "flexible",
  startTime: "",
  flexibleDays: "1",
  airspaceClass: AIRSPACE_NOT_STATED,
};

const KINDS = new Set<string>(WINDOW_KINDS.map((k) => k.value));
/** Stored or typed values read defensively (an older draft lacks them). */
export function readMissionWindowValues(v: Record<string, unknown>): MissionWindowFormValues {
  const text = (key: keyof MissionWindowFormValues) =>
    typeof v[key] === "string" ? (v[key] as string) : EMPTY_MISSION_WINDOW_FORM[key];
  const kind = text("windowKind");
  return {
    flightDay: text("flightDay"),
    windowKind: KINDS.has(kind) ? (kind as WindowKind) : "flexible",
    startTime: text("startTime"),
    flexibleDays: text("flexibleDays"),
    airspaceClass: text("airspaceClass"),
  };
}

/** A job's stated window as form values; a window derived from its dates is left unset. */
export function missionWindowFormValues(job: JobDto): MissionWindowFormValues {
  const window = job.missionWindow;
  const airspaceClass = job.airspaceClass ?? AIRSPACE_NOT_STATED;
  // A flexible single day is what a date alone reads as: keep the form on the dates then.
  if (
    !window ||
    (window.kind === "flexible" && window.days === 1 && !job.dateFrom && job.deadline)
  ) {
    return { ...EMPTY_MISSION_WINDOW_FORM, airspaceClass };
  }
  return {
    flightDay: window.date,
    windowKind: window.kind === "part_of_day" ? window.partOfDay : window.kind,
    startTime: window.kind === "fixed" ? window.startTime : "",
    flexibleDays: window.kind === "flexible" ? String(window.days) : "1",
    airspaceClass,
  };
}

/** The request's missionWindow: null without a flight day. */
export function missionWindowPayload(values: MissionWindowFormValues): MissionWindowDto | null {
  if (!values.flightDay) return null;
  const date = values.flightDay;
  if (values.windowKind === "fixed") return { kind: "fixed", date, startTime: values.startTime };
  if (values.windowKind === "flexible") {
    return { kind: "flexible", date, days: Number(values.flexibleDays || "1") };
  }
  return { kind: "part_of_day", date, partOfDay: values.windowKind };
}

export function airspaceClassPayload(values: MissionWindowFormValues) {
  const value = values.airspaceClass;
  return AIRSPACE_CLASSES.find((c) => c === value) ?? null;
}

type Messages = Partial<Record<keyof MissionWindowFormValues, string>>;

/** What the form checks itself: a start time for a fixed window, days in range, no past day. */
export function missionWindowErrors(values: MissionWindowFormValues, today: string): Messages {
  const errors: Messages = {};
  if (!values.flightDay) {
    if (values.windowKind !== "flexible") errors.flightDay = "Choose the flight day";
    return errors;
  }
  if (values.flightDay < today) errors.flightDay = JOB_DATE_IN_PAST_MESSAGE;
  if (values.windowKind === "fixed" && !/^\d{2}:\d{2}$/.test(values.startTime)) {
    errors.startTime = "Enter the start time";
  }
  const days = Number(values.flexibleDays);
  if (
    values.windowKind === "flexible" &&
    (!Number.isInteger(days) || days < 1 || days > MAX_FLEXIBLE_DAYS)
  ) {
    errors.flexibleDays = `Enter 1 to ${MAX_FLEXIBLE_DAYS} days`;
  }
  return errors;
}
