import {
  JOB_DATE_IN_PAST_MESSAGE,
  JOB_DELIVERABLE_VALUES,
  JOB_REQUIREMENT_VALUES,
  jobPostRequestSchema,
  type JobDto,
  type JobPostRequest,
} from "@skyhire/shared";
import { resolverFrom, type FormValidation } from "../formResolver";
import { endOfLocalDayIso, isPastDay, toDateInput } from "../jobDates";
import { centsToDollarsText, dollarsToCents } from "../jobMoney";
import {
  airspaceClassPayload,
  EMPTY_MISSION_WINDOW_FORM,
  MISSION_WINDOW_FIELDS,
  missionWindowErrors,
  missionWindowFormValues,
  missionWindowPayload,
  type MissionWindowFormValues,
} from "@/features/flightPlan/missionWindowForm";

/** How the client pins the date: a deadline, a window of days, or no date yet. */
export const DATE_MODES = [
  { value: "deadline", label: "By a deadline" },
  { value: "window", label: "Within a date window" },
  { value: "flexible", label: "Flexible" },
] as const;
export type DateMode = (typeof DATE_MODES)[number]["value"];

/** "none" rather than "": a select option's value must not be empty (spec section 5). */
export const NO_PROPERTY = "none";

/** The form as typed: amounts in whole dollars, dates as date-input days. */
export type JobPostFormValues = {
  title: string;
  serviceType: string;
  description: string;
  location: string;
  propertyId: string;
  budget: string;
  dateMode: DateMode;
  dateFrom: string;
  deadline: string;
  deliverables: string[];
  requirements: string[];
  insuranceMinimum: string;
} & MissionWindowFormValues;

export type JobPostField = keyof JobPostFormValues;

export const JOB_POST_FIELDS: readonly JobPostField[] = [
  "title",
  "serviceType",
  "description",
  "location",
  "propertyId",
  "budget",
  "dateMode",
  "dateFrom",
  "deadline",
  "deliverables",
  "requirements",
  "insuranceMinimum",
  ...MISSION_WINDOW_FIELDS,
];

export const EMPTY_JOB_POST_FORM: JobPostFormValues = {
  title: "",
  serviceType: "",
  description: "",
  location: "",
  propertyId: NO_PROPERTY,
  budget: "",
  dateMode: "deadline",
  dateFrom: "",
  deadline: "",
  deliverables: [],
  requirements: [],
  insuranceMinimum: "",
  ...EMPTY_MISSION_WINDOW_FORM,
};

const DELIVERABLE_VALUES = new Set<string>(JOB_DELIVERABLE_VALUES);
const REQUIREMENT_VALUES = new Set<string>(JOB_REQUIREMENT_VALUES);

/** An existing job as form values, for editing it. */
export function jobToFormValues(job: JobDto): JobPostFormValues {
  return {
    title: job.title,
    serviceType: job.serviceType,
    description: job.description ?? "",
    location: job.location ?? "",
    propertyId: job.propertyId ?? NO_PROPERTY,
    budget: centsToDollarsText(job.budget),
    dateMode: job.dateFrom ? "window" : job.deadline ? "deadline" : "flexible",
    dateFrom: toDateInput(job.dateFrom),
    deadline: toDateInput(job.deadline),
    // Only the choices the form offers; anything else (older free text) would block saving.
    deliverables: job.deliverables.filter((d) => DELIVERABLE_VALUES.has(d)),
    requirements: job.requirements.filter((r) => REQUIREMENT_VALUES.has(r)),
    insuranceMinimum: centsToDollarsText(job.insuranceMinimum),
    ...missionWindowFormValues(job),
  };
}

/**
 * The request body for the form's values: dollars become cents, days become the end of that
 * local day, fields that do not apply (a window's start without a window, an insurance minimum
 * without the insurance requirement) are sent as null.
 */
export function toJobPostPayload(values: JobPostFormValues): Record<string, unknown> {
  const insurance = values.requirements.includes("insurance");
  return {
    title: values.title,
    serviceType: values.serviceType,
    description: values.description,
    location: values.location,
    propertyId: values.propertyId && values.propertyId !== NO_PROPERTY ? values.propertyId : null,
    budget: dollarsToCents(values.budget),
    dateFrom: values.dateMode === "window" ? endOfLocalDayIso(values.dateFrom) : null,
    deadline: values.dateMode === "flexible" ? null : endOfLocalDayIso(values.deadline),
    deliverables: values.deliverables,
    requirements: values.requirements,
    insuranceMinimum: insurance ? (dollarsToCents(values.insuranceMinimum) ?? null) : null,
    missionWindow: missionWindowPayload(values),
    airspaceClass: airspaceClassPayload(values),
  };
}

type Messages = Partial<Record<JobPostField, string>>;

/** The form field of a missionWindow issue ("date" is the flight day). */
function windowField(key: PropertyKey | undefined): JobPostField {
  if (key === "startTime") return "startTime";
  if (key === "days") return "flexibleDays";
  return "flightDay";
}

/** Checks the shared schema cannot make on the sent body: what was left empty, past days. */
function formOnlyErrors(values: JobPostFormValues, now: Date): Messages {
  const errors: Messages = {};
  if (values.budget.trim() === "") errors.budget = "Enter your budget in whole dollars";
  if (values.dateMode === "window") {
    if (!values.dateFrom) errors.dateFrom = "Choose the first day of the window";
    else if (isPastDay(values.dateFrom, now)) errors.dateFrom = JOB_DATE_IN_PAST_MESSAGE;
  }
  if (values.dateMode !== "flexible") {
    if (!values.deadline)
      errors.deadline =
        values.dateMode === "window" ? "Choose the last day of the window" : "Choose a deadline";
    else if (isPastDay(values.deadline, now)) errors.deadline = JOB_DATE_IN_PAST_MESSAGE;
  }
  return { ...errors, ...missionWindowErrors(values, toDateInput(now)) };
}

export type JobPostValidation = FormValidation<JobPostField, JobPostRequest>;

/** Validates with the shared request schema, plus the form's own checks. */
export function validateJobPostForm(
  values: JobPostFormValues,
  now: Date = new Date(),
): JobPostValidation {
  const errors = formOnlyErrors(values, now);
  const parsed = jobPostRequestSchema.safeParse(toJobPostPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = (
        issue.path[0] === "missionWindow" ? windowField(issue.path[1]) : String(issue.path[0] ?? "")
      ) as JobPostField;
      if (JOB_POST_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}

/** The form submits the request body. */
export const jobPostResolver = resolverFrom<JobPostFormValues, JobPostRequest>((values) =>
  validateJobPostForm(values),
);
