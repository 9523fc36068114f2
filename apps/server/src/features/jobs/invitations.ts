import { eq, sql } from "drizzle-orm";
import {
  jobClosedToApplicationsMessage,
  OWN_JOB_INVITATION_MESSAGE,
  PILOT_NOT_FOUND_MESSAGE,
} from "@skyhire/shared";
import type { z } from "zod";
import type { invitationRequestSchema, invitationSchema } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobInvitations, pilotProfiles, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { notify, NOTIFICATION_KINDS, pilotJobLink } from "./notify";
import { findOwnJob } from "./postJob";

type InvitationRequest = z.infer<typeof invitationRequestSchema>;
type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /api/jobs/{id}/invitations: the owner asks one pilot to look at an open job. The answer
 * carries the link to share; it opens the job for that pilot, who may see it from then on
 * (detail rules). Inviting the same pilot again keeps one invitation (with the newer message)
 * and does not notify twice.
 */
export async function invitePilot(
  db: Database,
  user: User,
  jobId: string,
  input: InvitationRequest,
  appUrl: string,
  now: Date,
): Promise<Invitation> {
  const { client, job } = await findOwnJob(db, user, jobId);
  if (job.status !== "open") throw new HttpError(409, jobClosedToApplicationsMessage(job.status));

  const [pilot] = await db
    .select({ id: pilotProfiles.id, userId: pilotProfiles.userId })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.id, input.pilotProfileId));
  if (!pilot) {
    throw new HttpError(400, PILOT_NOT_FOUND_MESSAGE, [
      { path: "body.pilotProfileId", message: PILOT_NOT_FOUND_MESSAGE },
    ]);
  }
  if (pilot.userId === user.id) {
    throw new HttpError(400, OWN_JOB_INVITATION_MESSAGE, [
      { path: "body.pilotProfileId", message: OWN_JOB_INVITATION_MESSAGE },
    ]);
  }

  const message = input.message?.trim() || null;
  const clientName = client.companyName || `${user.firstName} ${user.lastName}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobInvitations)
      .values({ jobId: job.id, pilotProfileId: pilot.id, message, createdAt: now })
      .onConflictDoUpdate({
        target: [jobInvitations.jobId, jobInvitations.pilotProfileId],
        set: { message },
      })
      // xmax is 0 only for a row this statement inserted (not one it updated).
      .returning({
        id: jobInvitations.id,
        createdAt: jobInvitations.createdAt,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error("upsert of the invitation returned no row");
    if (row.inserted) {
      await notify(
        tx,
        [
          {
            userId: pilot.userId,
            kind: NOTIFICATION_KINDS.jobInvitation,
            title: "You're invited to a job",
            body: `${clientName} invited you to apply to "${job.title}".${message ? ` "${message}"` : ""}`,
            link: pilotJobLink(job.id),
          },
        ],
        now,
      );
    }
    return {
      id: row.id,
      jobId: job.id,
      pilotProfileId: pilot.id,
      link: `${appUrl.replace(/\/+$/, "")}${pilotJobLink(job.id)}`,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
