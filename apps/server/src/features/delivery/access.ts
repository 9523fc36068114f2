import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { JOB_NOT_FOUND_MESSAGE } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { clientProfiles, jobs, pilotProfiles, users, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { jobColumns, type JobRow } from "../jobs/jobDto";

/** Who looks at a job after the hire: its two parties, or an operator while it is disputed. */
export type JobViewerRole = "client" | "pilot" | "admin";

export interface Party {
  userId: string;
  /** As the other side and notifications name them. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The client's company or the pilot's business name. */
  organisation: string | null;
}

/** A job with both parties, as every step after the hire needs it. */
export interface JobContext {
  job: JobRow;
  client: Party;
  /** Null until a pilot is hired. */
  pilot: Party | null;
}

const clientUsers = alias(users, "client_users");
const pilotUsers = alias(users, "pilot_users");

/** The job and its parties; `lock` takes the job row FOR UPDATE in the caller's transaction. */
export async function loadJobContext(
  db: Database | Transaction,
  jobId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<JobContext | null> {
  const query = db
    .select({
      job: jobColumns,
      clientUserId: clientProfiles.userId,
      companyName: clientProfiles.companyName,
      clientFirstName: clientUsers.firstName,
      clientLastName: clientUsers.lastName,
      clientEmail: clientUsers.email,
      pilotUserId: pilotProfiles.userId,
      businessName: pilotProfiles.businessName,
      pilotFirstName: pilotUsers.firstName,
      pilotLastName: pilotUsers.lastName,
      pilotEmail: pilotUsers.email,
    })
    .from(jobs)
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .innerJoin(clientUsers, eq(clientUsers.id, clientProfiles.userId))
    .leftJoin(pilotProfiles, eq(pilotProfiles.id, jobs.pilotProfileId))
    .leftJoin(pilotUsers, eq(pilotUsers.id, pilotProfiles.userId))
    .where(eq(jobs.id, jobId));
  const [row] = lock ? await query.for("update", { of: jobs }) : await query;
  if (!row) return null;
  return {
    job: row.job,
    client: {
      userId: row.clientUserId,
      name: row.companyName || `${row.clientFirstName} ${row.clientLastName}`,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      email: row.clientEmail,
      organisation: row.companyName,
    },
    pilot:
      row.pilotUserId && row.pilotEmail
        ? {
            userId: row.pilotUserId,
            name: `${row.pilotFirstName} ${row.pilotLastName}`,
            firstName: row.pilotFirstName ?? "",
            lastName: row.pilotLastName ?? "",
            email: row.pilotEmail,
            organisation: row.businessName,
          }
        : null,
  };
}

/** The caller's relation to the job, or null when they may not see it. */
export function viewerRole(context: JobContext, user: User): JobViewerRole | null {
  if (context.client.userId === user.id) return "client";
  if (context.pilot?.userId === user.id) return "pilot";
  // Operators see a job's files and history only while it waits for their decision.
  if (user.role === "admin" && context.job.status === "disputed") return "admin";
  return null;
}

export interface ViewedJob extends JobContext {
  role: JobViewerRole;
}

/**
 * The job as the caller may see it after the hire. Anyone else gets the same 404 as for a job
 * that does not exist, so ids can't be probed.
 */
export async function jobForViewer(
  db: Database | Transaction,
  user: User,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<ViewedJob> {
  const context = await loadJobContext(db, jobId, options);
  const role = context ? viewerRole(context, user) : null;
  if (!context || !role) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return { ...context, role };
}

/** 403 when a party asks for what only the other side does (a pilot approving, ...). */
export function requireRole(
  viewed: ViewedJob,
  roles: readonly JobViewerRole[],
  message: string,
): void {
  if (!roles.includes(viewed.role)) throw new HttpError(403, message);
}

/** The hired pilot of a job the caller acts on (there is one from `assigned` on). */
export function hiredPilot(context: JobContext): Party {
  if (!context.pilot) throw new Error(`job ${context.job.id} has no hired pilot`);
  return context.pilot;
}
