import { z } from "zod";
import { currentUserResponseSchema } from "./auth";
import { myCredentialsSchema } from "./credentials";
import { flightLogSchema } from "./flightLogs";
import { applicationSchema, jobSchema, propertySchema } from "./jobs";
import { notificationSchema } from "./notifications";
import { earningsSchema, invoiceListSchema, payoutListSchema } from "./payments";
import { pilotProfileDetailSchema } from "./pilotProfile";
import { receivedReviewSchema } from "./reviews";
import { storableText } from "./storableText";

/** How a deleted account is named to everyone who dealt with it. */
export const DELETED_USER_NAME = "Deleted user";
/** What the confirmation field takes besides the account's email. */
export const DELETE_ACCOUNT_CONFIRMATION_WORD = "DELETE";

export const DELETE_CONFIRMATION_MISMATCH_MESSAGE = `Type your email address or ${DELETE_ACCOUNT_CONFIRMATION_WORD} to confirm`;
export const DELETE_PASSWORD_REQUIRED_MESSAGE = "Enter your password to delete your account";
export const DELETE_PASSWORD_WRONG_MESSAGE = "Your password is incorrect";
export const OPERATOR_DELETION_MESSAGE =
  "Operator accounts can't be deleted here: ask another operator to remove your role first.";
export const ACCOUNT_DELETED_MESSAGE = "This account has been deleted";
export const PILOT_ACCOUNT_DELETED_MESSAGE = "This pilot has deleted their account";
export const EXPORT_RATE_LIMIT_MESSAGE = (seconds: number) =>
  `You've downloaded your data several times recently. Try again in ${seconds} seconds.`;

/** POST /api/account/delete */
export const deleteAccountRequestSchema = z.object({
  /** The account's email (any case) or the word DELETE. */
  confirmation: storableText().max(320),
  /** Required when the account has a password. */
  password: storableText().max(1000).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Why an account can't be deleted yet; every one that applies is listed. */
export const DELETION_BLOCKER_CODES = [
  "money_in_escrow",
  "open_dispute",
  "job_in_progress",
  "unpaid_balance",
  "operator",
] as const;
export type DeletionBlockerCode = (typeof DELETION_BLOCKER_CODES)[number];

export const deletionBlockerSchema = z.object({
  code: z.enum(DELETION_BLOCKER_CODES),
  message: z.string(),
});
export type DeletionBlocker = z.infer<typeof deletionBlockerSchema>;

/** GET /api/account/deletion: whether the account can be deleted now, and if not, why. */
export const accountDeletionCheckSchema = z.object({
  allowed: z.boolean(),
  /** Whether the confirmation needs the password too. */
  passwordRequired: z.boolean(),
  blockers: z.array(deletionBlockerSchema),
});
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckSchema>;

/** The 409 body's `details` when deletion is refused. */
export const deletionRefusalDetailsSchema = z.object({ blockers: z.array(deletionBlockerSchema) });

/** One conversation in the export, every message in it, oldest first. */
export const exportedConversationSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  /** The other participant as shown in the app. */
  withName: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      mine: z.boolean(),
      senderName: z.string(),
      body: z.string(),
      sentAt: z.string(),
    }),
  ),
});

export const exportedSessionSchema = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});

/** GET /api/account/export: everything SkyHire holds about the caller, as one JSON file. */
export const accountDataExportSchema = z.object({
  format: z.literal("skyhire-data-export"),
  version: z.literal(1),
  exportedAt: z.string(),
  accountCreatedAt: z.string(),
  account: currentUserResponseSchema,
  pilotProfile: pilotProfileDetailSchema.nullable(),
  credentials: myCredentialsSchema.nullable(),
  properties: z.array(propertySchema),
  jobsAsClient: z.array(jobSchema),
  jobsAsPilot: z.array(jobSchema),
  applicationsAsPilot: z.array(applicationSchema),
  conversations: z.array(exportedConversationSchema),
  reviewsGiven: z.array(receivedReviewSchema),
  /** Reviews of the caller that are visible (hidden ones appear once both sides reviewed). */
  reviewsReceived: z.array(receivedReviewSchema),
  invoices: invoiceListSchema,
  earnings: earningsSchema.nullable(),
  payouts: payoutListSchema,
  notifications: z.array(notificationSchema),
  flightLogs: z.array(flightLogSchema),
  sessions: z.array(exportedSessionSchema),
});
export type AccountDataExport = z.infer<typeof accountDataExportSchema>;
