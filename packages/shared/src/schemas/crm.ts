import { z } from "zod";
import { storableText } from "./storableText";
import { ALL_FILTER } from "../constants/budgetRanges";
import { SERVICE_TYPE_VALUES } from "../constants/serviceTypes";
import { APPLICATION_STATUSES, JOB_STATUSES } from "../constants/statuses";
import { jobSchema } from "./jobs";

/*
 * The pilot's client CRM (/pilot/crm) and client search (/clients). Amounts are cents.
 */

const dateTime = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);

/** "" and 'all' mean no filter, as on the job board. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    return text === "" || text.toLowerCase() === ALL_FILTER ? undefined : text;
  }, schema.optional());

export const CRM_CLIENT_NOT_FOUND_MESSAGE = "Client not found";
export const CRM_NOTE_NOT_FOUND_MESSAGE = "Note not found";
export const CLIENT_NOT_FOUND_MESSAGE = "Client not found";
export const CRM_NOTE_MAX = 4000;
export const CRM_TAG_MAX = 30;
export const CRM_TAGS_MAX = 10;

/**
 * Where a relationship stands. active: a job with the pilot hired is under way (assigned, being
 * flown, waiting for review, or disputed); past: hired before, nothing under way now; prospect:
 * invited or applied, never hired.
 */
export const CRM_STATUSES = ["active", "past", "prospect"] as const;
export type CrmStatus = (typeof CRM_STATUSES)[number];

export const CRM_SORTS = ["recent", "earned", "jobs", "name", "follow_up"] as const;
export type CrmSort = (typeof CRM_SORTS)[number];

/** GET /api/crm/clients */
export const crmClientsQuerySchema = z.object({
  status: optionalFilter(z.enum(CRM_STATUSES)),
  /** Words of the contact's name or the company. */
  q: optionalFilter(storableText().max(120)),
  sort: optionalFilter(z.enum(CRM_SORTS)),
});
export type CrmClientsQuery = z.output<typeof crmClientsQuerySchema>;

/** Jobs between the pilot and the client, each counted once. */
export const crmJobCountsSchema = z.object({
  /** Every job with a relation: invited to, applied to or hired for. */
  total: count,
  /** Hired and under way: assigned, in progress, pending review, disputed. */
  active: count,
  /** Hired and completed. */
  completed: count,
  /** Still open, the pilot invited or waiting on their application. */
  pending: count,
  /** Applied or invited and another pilot was hired, the job was cancelled, or withdrawn. */
  closed: count,
});

/** One client in the pilot's CRM. */
export const crmClientSchema = z.object({
  clientProfileId: z.uuid(),
  /** The full name once the client has hired the pilot, "Cleo C." before. */
  contactName: z.string(),
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  industry: z.string().nullable(),
  status: z.enum(CRM_STATUSES),
  jobs: crmJobCountsSchema,
  /** What the ledger credited the pilot for this client's jobs (net of commission). */
  earnedCents: count,
  /** The latest thing that happened between them: a job change, application or invitation. */
  lastContactAt: dateTime,
  /** The average of the client's published ratings of the pilot; null before any. */
  rating: z.number().nullable(),
  ratingCount: count,
  tags: z.array(z.string()),
  /** YYYY-MM-DD, the day the pilot means to get back in touch. */
  followUpOn: z.iso.date().nullable(),
  noteCount: count,
});
export type CrmClient = z.infer<typeof crmClientSchema>;

export const crmStatsSchema = z.object({
  clients: count,
  activeClients: count,
  prospects: count,
  /** Jobs under way with any client. */
  activeJobs: count,
  earnedCents: count,
});
export type CrmStats = z.infer<typeof crmStatsSchema>;

/** GET /api/crm/clients: the filtered list and stats over every relationship. */
export const crmClientListSchema = z.object({
  items: z.array(crmClientSchema),
  stats: crmStatsSchema,
});
export type CrmClientList = z.infer<typeof crmClientListSchema>;

/** One job of the history with a client. */
export const crmJobSchema = z.object({
  jobId: z.uuid(),
  title: z.string(),
  serviceType: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  /** hired: the pilot flew (or flies) it; applied; invited and not applied. */
  relation: z.enum(["hired", "applied", "invited"]),
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  /** The pilot's quote, when they applied. */
  quoteCents: z.number().int().nullable(),
  /** The price the client paid for the hire (the paid checkout), when hired. */
  priceCents: z.number().int().nullable(),
  /** Credited to the pilot by the ledger for this job. */
  earnedCents: count,
  /** The client's published rating of the pilot on this job. */
  rating: z.number().int().nullable(),
  location: z.string().nullable(),
  deadline: dateTime.nullable(),
  lastActivityAt: dateTime,
});
export type CrmJob = z.infer<typeof crmJobSchema>;

export const crmNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type CrmNote = z.infer<typeof crmNoteSchema>;

/** GET /api/crm/clients/{id} */
export const crmClientDetailSchema = crmClientSchema.extend({
  memberSince: dateTime,
  history: z.array(crmJobSchema),
  notes: z.array(crmNoteSchema),
});
export type CrmClientDetail = z.infer<typeof crmClientDetailSchema>;

/** POST /api/crm/clients/{id}/notes and PATCH /api/crm/notes/{id} */
export const crmNoteRequestSchema = z.object({
  body: storableText()
    .trim()
    .min(1, "Write something first")
    .max(CRM_NOTE_MAX, `Keep a note under ${CRM_NOTE_MAX} characters`),
});
export type CrmNoteRequest = z.infer<typeof crmNoteRequestSchema>;

/** PUT /api/crm/clients/{id}/details: the whole set of tags and the follow-up day. */
export const crmDetailsRequestSchema = z.object({
  tags: z
    .array(
      storableText()
        .trim()
        .min(1, "A tag can't be empty")
        .max(CRM_TAG_MAX, `Keep a tag under ${CRM_TAG_MAX} characters`),
    )
    .max(CRM_TAGS_MAX, `Up to ${CRM_TAGS_MAX} tags`),
  followUpOn: z.iso.date("Pick a day").nullable(),
});
export type CrmDetailsRequest = z.infer<typeof crmDetailsRequestSchema>;

export const crmDetailsSchema = z.object({
  tags: z.array(z.string()),
  followUpOn: z.iso.date().nullable(),
});

// --- Client search -------------------------------------------------------------------------

export const CLIENT_SEARCH_DEFAULT_RADIUS_MILES = 50;
export const CLIENT_SEARCH_DEFAULT_PAGE_SIZE = 12;
export const CLIENT_SEARCH_MAX_PAGE_SIZE = 48;
export const CLIENT_SEARCH_SORTS = ["active", "newest", "name", "nearest"] as const;
export type ClientSearchSort = (typeof CLIENT_SEARCH_SORTS)[number];

/** GET /api/clients */
export const clientSearchQuerySchema = z.object({
  /** Words of the company, the contact's name or the industry. */
  q: optionalFilter(storableText().max(120)),
  industry: optionalFilter(storableText().max(80)),
  /** Clients who have posted jobs of this service type. */
  serviceType: optionalFilter(z.enum(SERVICE_TYPE_VALUES)),
  /** 'City, ST' or ZIP: clients with a job within `radius` miles, or based in that city. */
  location: optionalFilter(storableText().max(120)),
  radius: optionalFilter(z.coerce.number().min(1).max(3000)),
  sort: optionalFilter(z.enum(CLIENT_SEARCH_SORTS)),
  page: optionalFilter(z.coerce.number().int().min(1).max(1000)),
  pageSize: optionalFilter(z.coerce.number().int().min(1).max(CLIENT_SEARCH_MAX_PAGE_SIZE)),
});
export type ClientSearchQuery = z.output<typeof clientSearchQuerySchema>;

/** What a pilot may see of a client: no email, phone or address. */
export const clientSummarySchema = z.object({
  id: z.uuid(),
  companyName: z.string().nullable(),
  /** "Cleo C.": first name and last initial. */
  contactName: z.string(),
  industry: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  memberSince: dateTime,
  jobsPosted: count,
  openJobs: count,
  hires: count,
  /** Average of pilots' visible reviews of the client; null before any. */
  rating: z.number().nullable(),
  reviewCount: count,
  /** Miles from the searched place to the client's nearest job, when a place was searched. */
  distanceMiles: z.number().nullable(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientSearchResponseSchema = z.object({
  items: z.array(clientSummarySchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The place searched around ('Austin, TX'), or null. */
  origin: z.string().nullable(),
  /** Industries of clients who hire, for the filter. */
  industries: z.array(z.string()),
});
export type ClientSearchResponse = z.infer<typeof clientSearchResponseSchema>;

/** GET /api/clients/{id}: the summary and the client's open jobs, newest first. */
export const clientPageSchema = clientSummarySchema.extend({
  jobs: z.array(jobSchema),
});
export type ClientPage = z.infer<typeof clientPageSchema>;
