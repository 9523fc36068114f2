import { z } from "zod";
import { pageParam, pageSizeParam } from "./paging";
import { storableText } from "./storableText";
import { isIsoDate } from "../rules/credentials/calendarDates";
import { CERTIFICATE_NUMBER_PATTERN, CERTIFICATE_TYPES } from "../rules/credentials/part107";
import { CREDENTIAL_STATES } from "../rules/credentials/displayState";

/** The credentials a pilot submits for an operator to verify. */
export const CREDENTIAL_KINDS = ["part107", "insurance"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  part107: "Part 107 certificate",
  insurance: "Certificate of insurance",
};
export const CREDENTIAL_DECISIONS = ["approved", "rejected"] as const;
export type CredentialDecision = (typeof CREDENTIAL_DECISIONS)[number];

/** A certificate or policy document: PDF, JPEG or PNG up to 10 MB, told by its content. */
export const CREDENTIAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CREDENTIAL_DOCUMENT_MIME_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
] as const;
export const CREDENTIAL_DOCUMENT_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export function credentialDocumentRefusedMessage(fileName: string): string {
  return `"${fileName}" is not a PDF, JPEG or PNG file. Upload the certificate as a PDF or a photo.`;
}
export function credentialDocumentTooLargeMessage(fileName: string): string {
  return `"${fileName}" is larger than ${CREDENTIAL_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB. Upload a smaller scan.`;
}
export const CREDENTIAL_DOCUMENT_MISSING_MESSAGE =
  "Attach the certificate (PDF, JPEG or PNG) after its fields.";
export const CREDENTIAL_NOT_FOUND_MESSAGE = "Credential not found";
export const OWN_CREDENTIAL_REVIEW_MESSAGE = "You can't review your own credential.";
export const CREDENTIAL_NOT_PENDING_MESSAGE =
  "This credential was already reviewed, or the pilot has replaced it since.";

const text = (max: number, what: string) =>
  storableText({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} can be at most ${max} characters` });

const isoDate = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .refine(isIsoDate, { error: `${what} must be a date (YYYY-MM-DD)` });

/**
 * The fields of POST /api/credentials/part107 (multipart: these fields, then the file). 14 CFR
 * 107.61-107.65: the certificate number, permanent or temporary (then its issue date, 107.64),
 * and the latest knowledge test or recurrent training (107.65).
 */
export const part107SubmissionSchema = z
  .object({
    certificateNumber: text(8, "Certificate number").refine(
      (value) => CERTIFICATE_NUMBER_PATTERN.test(value),
      { error: "The certificate number is 6 to 8 digits" },
    ),
    certificateType: z.enum(CERTIFICATE_TYPES, { error: "Choose permanent or temporary" }),
    issuedOn: z.preprocess(
      (value) => (value === "" ? undefined : value),
      isoDate("Issue date").optional(),
    ),
    lastTestOn: isoDate("Latest test or training date"),
  })
  .refine((value) => value.certificateType !== "temporary" || value.issuedOn !== undefined, {
    error: "A temporary certificate needs its issue date",
    path: ["issuedOn"],
  });
export type Part107Submission = z.output<typeof part107SubmissionSchema>;

/** Multipart sends text; coverage arrives in whole dollars. */
const wholeDollarsToCents = z.coerce
  .number({ error: "Coverage must be a number of dollars" })
  .int({ error: "Coverage is a whole number of dollars" })
  .min(1, { error: "Coverage must be at least $1" })
  .max(100_000_000, { error: "Coverage can be at most $100,000,000" })
  .transform((dollars) => dollars * 100);

/** The fields of POST /api/credentials/insurance (multipart: these fields, then the file). */
export const insuranceSubmissionSchema = z
  .object({
    insurer: text(120, "Insurer"),
    policyNumber: text(60, "Policy number"),
    coverageDollars: wholeDollarsToCents,
    effectiveOn: isoDate("Effective date"),
    expiresOn: isoDate("Expiry date"),
  })
  .refine((value) => value.effectiveOn <= value.expiresOn, {
    error: "The policy must expire after it takes effect",
    path: ["expiresOn"],
  });
export type InsuranceSubmission = z.output<typeof insuranceSubmissionSchema>;

export const credentialKindParamsSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { error: "The credential is part107 or insurance" }),
});

export const credentialDocumentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** A credential as its pilot (and an operator) sees it, with every field typed. */
export const credentialSchema = z.object({
  id: z.string(),
  kind: z.enum(CREDENTIAL_KINDS),
  state: z.enum(CREDENTIAL_STATES),
  /** The last day it is good for: currency end (Part 107) or policy expiry (insurance). */
  validThrough: z.string(),
  certificateNumber: z.string().nullable(),
  certificateType: z.enum(CERTIFICATE_TYPES).nullable(),
  issuedOn: z.string().nullable(),
  lastTestOn: z.string().nullable(),
  /** 107.29: the test or training counts for night operations. */
  nightEligible: z.boolean().nullable(),
  insurer: z.string().nullable(),
  policyNumber: z.string().nullable(),
  coverageCents: z.number().int().nullable(),
  effectiveOn: z.string().nullable(),
  document: credentialDocumentSchema,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type CredentialDto = z.infer<typeof credentialSchema>;

/** GET /api/credentials: the caller's credentials (none yet: null) and their fleet's state. */
export const myCredentialsSchema = z.object({
  part107: credentialSchema.nullable(),
  insurance: credentialSchema.nullable(),
  fleet: z.object({
    /** Drones that must be registered (250 g to under 55 lb, or weight unknown). */
    aircraftNeedingRegistration: z.number().int(),
    /** Of those, registered with a well-formed, unexpired number. */
    aircraftRegistered: z.number().int(),
  }),
});
export type MyCredentials = z.infer<typeof myCredentialsSchema>;

export const credentialDecisionSchema = z.object({
  id: z.string(),
  decision: z.enum(CREDENTIAL_DECISIONS),
  reason: z.string().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});

/** One credential in the operator queue: the pilot, the typed fields and its history. */
export const adminCredentialSchema = credentialSchema.extend({
  pilot: z.object({ profileId: z.string(), name: z.string(), email: z.string() }),
  decisions: z.array(credentialDecisionSchema),
});
export type AdminCredential = z.infer<typeof adminCredentialSchema>;

export const ADMIN_CREDENTIAL_FILTERS = ["pending", "reviewed"] as const;
/** Cards a page: each carries its document in the browser's viewer, so pages stay short. */
export const ADMIN_CREDENTIALS_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_CREDENTIALS_MAX_PAGE_SIZE = 50;
export const adminCredentialsQuerySchema = z.object({
  status: z.enum(ADMIN_CREDENTIAL_FILTERS).default("pending"),
  /** Part of the pilot's name ("first last") or email. */
  q: storableText().trim().max(200).optional(),
  /** A page past the last answers the last page (an operator's decision can empty one). */
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_CREDENTIALS_DEFAULT_PAGE_SIZE, ADMIN_CREDENTIALS_MAX_PAGE_SIZE),
});
export type AdminCredentialsQuery = z.output<typeof adminCredentialsQuerySchema>;
export const adminCredentialsSchema = z.object({
  credentials: z.array(adminCredentialSchema),
  /** Every credential the filter matches, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export const rejectCredentialRequestSchema = z.object({
  reason: text(500, "A reason"),
});

/**
 * What a client may see of a pilot's credentials: badges and the day they were checked,
 * never a certificate or policy number, an insurer or a document.
 */
export const credentialBadgesSchema = z.object({
  /** "Part 107 current": verified and current today; checkedOn is the operator's review day. */
  part107: z.object({ checkedOn: z.string() }).nullable(),
  /** "Insured $1M": verified and in force today. */
  insurance: z.object({ coverageCents: z.number().int(), checkedOn: z.string() }).nullable(),
  /** "FAA-registered fleet": every drone that must be is registered (Part 48). */
  fleet: z.object({ checkedOn: z.string() }).nullable(),
});
export type CredentialBadges = z.infer<typeof credentialBadgesSchema>;
export const NO_CREDENTIAL_BADGES: CredentialBadges = {
  part107: null,
  insurance: null,
  fleet: null,
};

/** What the client's applicant comparison shows of each applicant's credentials. */
export const applicantCredentialsSchema = z.object({
  /** The state of the pilot's Part 107 and insurance; null when none was submitted. */
  part107: z.enum(CREDENTIAL_STATES).nullable(),
  insurance: z.enum(CREDENTIAL_STATES).nullable(),
  /** Whether verified insurance covers this job's minimum on its date; null: no minimum. */
  insuranceCoversJob: z.boolean().nullable(),
  badges: credentialBadgesSchema,
});
export type ApplicantCredentials = z.infer<typeof applicantCredentialsSchema>;

/** An applicant with no credential on file. */
export const NO_APPLICANT_CREDENTIALS: ApplicantCredentials = {
  part107: null,
  insurance: null,
  insuranceCoversJob: null,
  badges: NO_CREDENTIAL_BADGES,
};
