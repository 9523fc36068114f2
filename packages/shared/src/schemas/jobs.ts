import { z } from "zod";
import { storableText } from "./storableText";
import { applicantCredentialsSchema } from "./credentials";
import { ALL_FILTER } from "../constants/budgetRanges";
import { APPLICATION_STATUSES, JOB_STATUSES } from "../constants/statuses";
import { SERVICE_TYPE_VALUES } from "../constants/serviceTypes";
import {
  APPLICATION_MESSAGE_MAX,
  APPLICATION_MESSAGE_MIN,
  JOB_BOARD_MAX_PAGE_SIZE,
  JOB_BOARD_SORTS,
  JOB_BUDGET_MAX_CENTS,
  JOB_BUDGET_MIN_CENTS,
  JOB_DELIVERABLE_VALUES,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_REQUIREMENT_VALUES,
  JOB_TITLE_MAX,
} from "../constants/jobs";
import { BUDGET_RANGE_VALUES } from "./pilots";
import { AIRSPACE_CLASSES, missionWindowSchema, plannedFlightSchema } from "./flightPlan";

const dateTime = z.iso.datetime({ offset: true, message: "Use a full date and time" });

/** Whole dollars, carried in cents like every amount (spec section 9). */
const wholeDollarCents = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be in cents`)
    .min(min, `${label} must be at least $${min / 100}`)
    .max(max, `${label} must be at most $${(max / 100).toLocaleString("en-US")}`)
    .refine((cents) => cents % 100 === 0, `${label} must be whole dollars`);

/** POST /api/jobs and PATCH /api/jobs/{id} (while open). */
export const jobPostRequestSchema = z
  .object({
    title: storableText()
      .trim()
      .min(5, "Title must be at least 5 characters")
      .max(JOB_TITLE_MAX, `Title must be at most ${JOB_TITLE_MAX} characters`),
    serviceType: z.enum(SERVICE_TYPE_VALUES, { message: "Choose a service type" }),
    description: storableText()
      .trim()
      .min(JOB_DESCRIPTION_MIN, `Describe the job in at least ${JOB_DESCRIPTION_MIN} characters`)
      .max(JOB_DESCRIPTION_MAX, `Description must be at most ${JOB_DESCRIPTION_MAX} characters`),
    /** 'City, ST' or a ZIP code, geocoded like pilot search; required so pilots can find it. */
    location: storableText().trim().min(2, "Location is required").max(120),
    propertyId: z.uuid("Choose one of your properties").nullable().optional(),
    budget: wholeDollarCents("Budget", JOB_BUDGET_MIN_CENTS, JOB_BUDGET_MAX_CENTS),
    dateFrom: dateTime.nullable().optional(),
    deadline: dateTime.nullable().optional(),
    deliverables: z
      .array(z.enum(JOB_DELIVERABLE_VALUES))
      .min(1, "Choose at least one deliverable")
      .max(JOB_DELIVERABLE_VALUES.length),
    requirements: z.array(z.enum(JOB_REQUIREMENT_VALUES)).max(JOB_REQUIREMENT_VALUES.length),
    insuranceMinimum: wholeDollarCents("Insurance minimum", 100_00, 100_000_000_00)
      .nullable()
      .optional(),
    /** When to fly, in the site's zone; left out, the job's date alone is a flexible day. */
    missionWindow: missionWindowSchema.nullable().optional(),
    /** The airspace class the client knows the site is in. */
    airspaceClass: z
      .enum(AIRSPACE_CLASSES, { message: "Choose an airspace class" })
      .nullable()
      .optional(),
  })
  .superRefine((job, ctx) => {
    if (job.dateFrom && !job.deadline) {
      ctx.addIssue({
        code: "custom",
        path: ["deadline"],
        message: "A date window needs an end date",
      });
    }
    if (job.dateFrom && job.deadline && job.dateFrom > job.deadline) {
      ctx.addIssue({
        code: "custom",
        path: ["deadline"],
        message: "The end date must be on or after the start date",
      });
    }
    if (job.insuranceMinimum && !job.requirements.includes("insurance")) {
      ctx.addIssue({
        code: "custom",
        path: ["insuranceMinimum"],
        message: "Set an insurance minimum only when insurance is required",
      });
    }
  });
export type JobPostRequest = z.infer<typeof jobPostRequestSchema>;
/** Server-side only check (needs the clock): dates must not be in the past. */
export const JOB_DATE_IN_PAST_MESSAGE = "The date must be in the future";

/** The client as a pilot sees them on a job. */
export const jobClientSummarySchema = z.object({
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  jobsPosted: z.number().int(),
  hires: z.number().int(),
  /** Average of pilots' ratings of this client; null until reviews exist (issue 6). */
  rating: z.number().nullable(),
  memberSince: dateTime,
});

/** A job as the API answers it; `budget` is in cents (spec section 3). */
export const jobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  serviceType: z.string(),
  location: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  budget: z.number().int(),
  dateFrom: dateTime.nullable(),
  deadline: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  status: z.enum(JOB_STATUSES),
  rating: z.number().int().nullable(),
  deliverables: z.array(z.string()),
  requirements: z.array(z.string()),
  insuranceMinimum: z.number().int().nullable(),
  propertyId: z.uuid().nullable(),
  clientProfileId: z.uuid(),
  /** The hired pilot's profile id; null while open. */
  pilotProfileId: z.uuid().nullable(),
  /** Applications still pending (what the client has to answer). */
  pendingApplications: z.number().int(),
  /** Miles from the pilot's base: job board and detail for pilots only. */
  distanceMiles: z.number().nullable().optional(),
  /** The site's IANA time zone (from its coordinates); null when the place is unknown. */
  siteTimeZone: z.string().nullable(),
  /** The mission window: stated by the client, else the job's date as a flexible day. */
  missionWindow: missionWindowSchema.nullable(),
  airspaceClass: z.enum(AIRSPACE_CLASSES).nullable(),
  /** The hired pilot's confirmed flight time. */
  plannedFlight: plannedFlightSchema.nullable(),
});
export type JobDto = z.infer<typeof jobSchema>;

export const counterOfferSchema = z.object({
  quote: z.number().int().nullable(),
  proposedDate: dateTime.nullable(),
  message: z.string().nullable(),
  status: z.enum(["pending", "accepted", "declined"]),
  at: dateTime,
});

/** The applicant as a client compares them. */
export const applicantSchema = z.object({
  pilotProfileId: z.uuid(),
  name: z.string(),
  businessName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  flightHours: z.number().int(),
  completedJobs: z.number().int(),
  part107Verified: z.boolean(),
  credentials: applicantCredentialsSchema,
  /** Miles from the pilot's base to the job. */
  distanceMiles: z.number().nullable(),
});

export const applicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  pilotProfileId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  /** The pilot's price in cents. */
  quote: z.number().int(),
  proposedDate: dateTime.nullable(),
  message: z.string().nullable(),
  counter: counterOfferSchema.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  /** For the client's comparison (GET /api/jobs/{id}/applications). */
  pilot: applicantSchema.optional(),
  /** For the pilot's own list (GET /api/applications/pilot/{profileId}). */
  job: jobSchema.optional(),
});
export type ApplicationDto = z.infer<typeof applicationSchema>;

/** POST /api/jobs/{id}/applications and PATCH /api/applications/{id} (while pending). */
export const applicationRequestSchema = z.object({
  quote: wholeDollarCents("Quote", 1_00, JOB_BUDGET_MAX_CENTS),
  proposedDate: dateTime,
  message: storableText()
    .trim()
    .min(APPLICATION_MESSAGE_MIN, `Write at least ${APPLICATION_MESSAGE_MIN} characters`)
    .max(APPLICATION_MESSAGE_MAX, `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`),
});
export type ApplicationRequest = z.infer<typeof applicationRequestSchema>;

/** POST /api/applications/{id}/counter: a new price, a new date, or both. */
export const counterOfferRequestSchema = z
  .object({
    quote: wholeDollarCents("Counter price", 1_00, JOB_BUDGET_MAX_CENTS).nullable().optional(),
    proposedDate: dateTime.nullable().optional(),
    message: storableText().trim().max(APPLICATION_MESSAGE_MAX).nullable().optional(),
  })
  .refine((c) => c.quote != null || c.proposedDate != null, {
    message: "Propose a price, a date, or both",
    path: ["quote"],
  });
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;

/** POST /api/applications/{id}/counter/respond */
export const counterResponseRequestSchema = z.object({ accept: z.boolean() });

/** POST /api/jobs/{id}/cancel */
export const cancelJobRequestSchema = z.object({
  reason: storableText().trim().max(500).nullable().optional(),
});

const boardFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    return text === "" || text.toLowerCase() === ALL_FILTER ? undefined : text;
  }, schema.optional());

/** GET /api/jobs: the job board for pilots. Filters apply only when set and not 'all'. */
export const jobBoardQuerySchema = z.object({
  serviceType: boardFilter(z.enum(SERVICE_TYPE_VALUES)),
  budget: boardFilter(z.enum(BUDGET_RANGE_VALUES)),
  /** Miles from the pilot's base (or `location` when given); default 100, unset with 'all'. */
  radius: boardFilter(z.coerce.number().min(1).max(3000)),
  /** Search near another place than the pilot's base: 'City, ST' or ZIP. */
  location: boardFilter(storableText().max(120)),
  /** Jobs whose date (deadline) is on or after / before these days. */
  from: boardFilter(dateTime),
  to: boardFilter(dateTime),
  q: boardFilter(storableText().max(120)),
  sort: boardFilter(z.enum(JOB_BOARD_SORTS)),
  page: boardFilter(z.coerce.number().int().min(1).max(1000)),
  pageSize: boardFilter(z.coerce.number().int().min(1).max(JOB_BOARD_MAX_PAGE_SIZE)),
});
export type JobBoardQuery = z.output<typeof jobBoardQuerySchema>;

export const jobBoardResponseSchema = z.object({
  items: z.array(jobSchema),
  /**
   * Matches over all pages; when `totalIsEstimate` is true, counting stopped there and there
   * are more (JOB_BOARD_COUNT_LIMIT).
   */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Where distances are measured from ('Austin, TX'), or null when unknown. */
  origin: z.string().nullable(),
});

/** GET /api/jobs/{id}: the job plus what the caller may see and do. */
export const jobDetailSchema = jobSchema.extend({
  client: jobClientSummarySchema,
  /** The caller's relation to the job, which decides the actions the web app offers. */
  viewerRole: z.enum(["client", "pilot"]),
  /** The caller's own application, for pilots. */
  myApplication: applicationSchema.nullable(),
  /** True when the client invited the caller (a pilot) to this job. */
  invited: z.boolean(),
  property: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** For the job's client only: an operator took the job off the board, and why. */
  hidden: z.object({ at: dateTime, reason: z.string() }).nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** GET /api/jobs/client: the client's jobs (spec section 7) */
export const jobListSchema = z.array(jobSchema);

/** POST /api/jobs/{id}/invitations */
export const invitationRequestSchema = z.object({
  pilotProfileId: z.uuid("Choose a pilot"),
  message: storableText().trim().max(APPLICATION_MESSAGE_MAX).nullable().optional(),
});
export const invitationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  pilotProfileId: z.uuid(),
  /** The link the client can share; it opens the job for that pilot. */
  link: z.string(),
  createdAt: dateTime,
});

/** Properties: a client's recurring sites. */
export const propertyRequestSchema = z.object({
  name: storableText().trim().min(1, "Name is required").max(120),
  address: storableText().trim().max(200).nullable().optional(),
  propertyType: storableText().trim().max(60).nullable().optional(),
  notes: storableText().trim().max(2000).nullable().optional(),
});
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

export const propertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  propertyType: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: dateTime,
  jobs: z.array(jobSchema),
});
export type PropertyDto = z.infer<typeof propertySchema>;

/**
 * GET /api/properties/summary (spec section 3 "Property summary"), over the caller's
 * properties and the jobs at them:
 * - total: the client's properties;
 * - pending: jobs at them waiting for a pilot to fly (open or assigned);
 * - in_progress: jobs being flown or reworked (in_progress);
 * - ready: deliverables ready for the client's review (ready_for_review);
 * - completed: approved jobs (completed).
 */
export const propertySummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  ready: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const idParamsSchema = z.object({ id: z.uuid("Not a valid id") });

/** GET /api/applications/pilot/{profileId} */
export const pilotProfileParamsSchema = z.object({ profileId: z.uuid("Not a valid id") });

/** 409 when a pilot applies to a job that is no longer open. */
export function jobClosedToApplicationsMessage(status: string): string {
  return `This job is ${status.replace(/_/g, " ")}: it no longer takes applications.`;
}
export const OWN_JOB_APPLICATION_MESSAGE = "You can't apply to your own job.";
export const OWN_JOB_INVITATION_MESSAGE = "You can't invite yourself to your own job.";
/** 409 when the pilot answers a counter-offer that is not waiting for an answer. */
export const NO_PENDING_COUNTER_MESSAGE = "There is no counter-offer waiting for your answer.";
