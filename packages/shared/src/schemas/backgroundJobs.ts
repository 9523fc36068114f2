import { z } from "zod";

const dateTime = z.iso.datetime({ offset: true });

/** GET /api/admin/background-jobs: only failed jobs are listed so far. */
export const adminBackgroundJobsQuerySchema = z.object({
  state: z.enum(["failed"]).default("failed"),
});

/** A background job that gave up after its retries (a copy of it is in its dead-letter queue). */
export const adminBackgroundJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  /** The dead-letter queue that holds a copy of it, or null for a queue without one. */
  deadLetter: z.string().nullable(),
  /** The last attempt's error message, when it left one. */
  lastError: z.string().nullable(),
  /** Runs it had: the first one and its retries. */
  attempts: z.number().int(),
  createdAt: dateTime,
  failedAt: dateTime.nullable(),
});
export type AdminBackgroundJob = z.infer<typeof adminBackgroundJobSchema>;

export const adminBackgroundJobsSchema = z.object({
  /** False when this server runs no background work (the job queue is off). */
  running: z.boolean(),
  jobs: z.array(adminBackgroundJobSchema),
});
export type AdminBackgroundJobs = z.infer<typeof adminBackgroundJobsSchema>;

/** POST /api/admin/background-jobs/{id}/retry: the job is waiting for its next run. */
export const adminBackgroundJobRetrySchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: z.literal("retry"),
});
export type AdminBackgroundJobRetry = z.infer<typeof adminBackgroundJobRetrySchema>;
