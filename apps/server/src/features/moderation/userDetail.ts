import { desc, eq, or } from "drizzle-orm";
import { USER_NOT_FOUND_MESSAGE, type AdminUserDetail } from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  applications,
  clientProfiles,
  disputes,
  jobs,
  pilotCredentials,
  pilotProfiles,
  reports,
  users,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { reportRows } from "./reportQueue";
import { toUserSummary } from "./userList";
import { userMoney } from "./userMoney";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The page lists the latest of each; an operator who needs more has the audit and queues. */
const LIST_LIMIT = 50;

/**
 * GET /api/admin/users/{id}: what an operator weighs before acting on an account: what it can
 * do, its jobs (as client), applications (as pilot), money from the ledger, disputes on its
 * jobs, credentials, and the reports against it.
 */
export async function userDetail(db: Database, userId: string): Promise<AdminUserDetail> {
  if (!UUID_PATTERN.test(userId)) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
  const [[pilot], [client]] = await Promise.all([
    db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, userId)),
    db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)),
  ]);
  const clientJobs = client ? eq(jobs.clientProfileId, client.id) : undefined;
  const pilotJobs = pilot ? eq(jobs.pilotProfileId, pilot.id) : undefined;

  const [jobRows, applicationRows, money, disputeRows, credentialRows, reportList] =
    await Promise.all([
      client
        ? db.select().from(jobs).where(clientJobs).orderBy(desc(jobs.createdAt)).limit(LIST_LIMIT)
        : Promise.resolve([]),
      pilot
        ? db
            .select({ application: applications, jobTitle: jobs.title })
            .from(applications)
            .innerJoin(jobs, eq(jobs.id, applications.jobId))
            .where(eq(applications.pilotProfileId, pilot.id))
            .orderBy(desc(applications.createdAt))
            .limit(LIST_LIMIT)
        : Promise.resolve([]),
      userMoney(db, userId),
      client || pilot
        ? db
            .select({ dispute: disputes, jobTitle: jobs.title })
            .from(disputes)
            .innerJoin(jobs, eq(jobs.id, disputes.jobId))
            .where(or(clientJobs, pilotJobs))
            .orderBy(desc(disputes.createdAt))
            .limit(LIST_LIMIT)
        : Promise.resolve([]),
      pilot
        ? db
            .select()
            .from(pilotCredentials)
            .where(eq(pilotCredentials.pilotProfileId, pilot.id))
            .orderBy(desc(pilotCredentials.submittedAt))
        : Promise.resolve([]),
      reportRows(db, eq(reports.targetUserId, userId), LIST_LIMIT),
    ]);

  return {
    user: {
      ...toUserSummary(user),
      suspensionReason: user.suspensionReason,
      pilotProfileId: pilot?.id ?? null,
      clientProfileId: client?.id ?? null,
      companyName: client?.companyName ?? null,
      businessName: pilot?.businessName ?? null,
    },
    jobs: jobRows.map((job) => ({
      id: job.id,
      title: job.title,
      status: job.status,
      hiddenAt: job.hiddenAt?.toISOString() ?? null,
      createdAt: job.createdAt.toISOString(),
    })),
    applications: applicationRows.map(({ application, jobTitle }) => ({
      id: application.id,
      jobId: application.jobId,
      jobTitle,
      status: application.status,
      quoteCents: application.quoteCents ?? 0,
      createdAt: application.createdAt.toISOString(),
    })),
    money,
    disputes: disputeRows.map(({ dispute, jobTitle }) => ({
      id: dispute.id,
      jobId: dispute.jobId,
      jobTitle,
      status: dispute.status,
      createdAt: dispute.createdAt.toISOString(),
    })),
    credentials: credentialRows.map((credential) => ({
      id: credential.id,
      kind: credential.kind,
      reviewStatus: credential.reviewStatus,
      submittedAt: credential.submittedAt.toISOString(),
    })),
    reports: reportList,
  };
}
