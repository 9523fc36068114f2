import { readMissionWindowValues } from "@/features/flightPlan/missionWindowForm";
import { DATE_MODES, EMPTY_JOB_POST_FORM, type JobPostFormValues } from "./jobPostForm";

/**
 * A job being written survives a reload: the form is kept in localStorage per user (two people
 * sharing a browser never see each other's draft), and cleared once the job is posted.
 */
const KEY_PREFIX = "skyhire-job-draft:";

export type JobDraft = { values: JobPostFormValues; savedAt: string };

export function draftKey(userKey: string): string {
  return `${KEY_PREFIX}${userKey}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** Stored values are read defensively: an older or hand-edited draft never breaks the form. */
function readValues(raw: unknown): JobPostFormValues | null {
  if (typeof raw !== "object" || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const dateMode = DATE_MODES.some((m) => m.value === v.dateMode)
    ? (v.dateMode as JobPostFormValues["dateMode"])
    : EMPTY_JOB_POST_FORM.dateMode;
  return {
    title: text(v.title),
    serviceType: text(v.serviceType),
    description: text(v.description),
    location: text(v.location),
    propertyId: text(v.propertyId) || EMPTY_JOB_POST_FORM.propertyId,
    budget: typeof v.budget === "number" ? String(v.budget) : text(v.budget),
    dateMode,
    dateFrom: text(v.dateFrom),
    deadline: text(v.deadline),
    deliverables: list(v.deliverables),
    requirements: list(v.requirements),
    insuranceMinimum: text(v.insuranceMinimum),
    ...readMissionWindowValues(v),
  };
}

/** True when nothing worth keeping has been typed or chosen. */
export function isBlankDraft(values: JobPostFormValues): boolean {
  return (
    [values.title, values.description, values.location, values.budget].every(
      (v) => v.trim() === "",
    ) &&
    values.serviceType === "" &&
    values.deliverables.length === 0 &&
    values.requirements.length === 0
  );
}

export function loadDraft(userKey: string): JobDraft | null {
  const raw = storage()?.getItem(draftKey(userKey));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: unknown; savedAt?: unknown };
    const values = readValues(parsed.values);
    if (!values || isBlankDraft(values)) return null;
    return { values, savedAt: text(parsed.savedAt) };
  } catch {
    return null;
  }
}

/** Saves the draft, or removes it once the form is blank again. */
export function saveDraft(userKey: string, values: JobPostFormValues, now = new Date()): void {
  const store = storage();
  if (!store) return;
  if (isBlankDraft(values)) {
    store.removeItem(draftKey(userKey));
    return;
  }
  try {
    store.setItem(draftKey(userKey), JSON.stringify({ values, savedAt: now.toISOString() }));
  } catch {
    // Storage full or disabled: the form still works, the draft just is not kept.
  }
}

export function clearDraft(userKey: string): void {
  storage()?.removeItem(draftKey(userKey));
}
