import { and, eq, or } from "drizzle-orm";
import { REPORT_TARGET_NOT_FOUND_MESSAGE, type ReportTargetType } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { clientProfiles, conversations, jobs, messages, pilotProfiles } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/**
 * The account a reported thing belongs to. A message can be reported only by the other person
 * in its conversation (others never saw it); anything that does not exist answers 404.
 */
export async function reportTargetOwner(
  db: Database | Transaction,
  reporterUserId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string> {
  const [row] = await ownerQuery(db, reporterUserId, targetType, targetId);
  if (!row) throw new HttpError(404, REPORT_TARGET_NOT_FOUND_MESSAGE);
  return row.userId;
}

function ownerQuery(
  db: Database | Transaction,
  reporterUserId: string,
  targetType: ReportTargetType,
  targetId: string,
) {
  switch (targetType) {
    case "job":
      return db
        .select({ userId: clientProfiles.userId })
        .from(jobs)
        .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
        .where(eq(jobs.id, targetId));
    case "pilot":
      return db
        .select({ userId: pilotProfiles.userId })
        .from(pilotProfiles)
        .where(eq(pilotProfiles.id, targetId));
    case "client":
      return db
        .select({ userId: clientProfiles.userId })
        .from(clientProfiles)
        .where(eq(clientProfiles.id, targetId));
    case "message":
      return db
        .select({ userId: messages.senderUserId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.id, targetId),
            or(
              eq(conversations.clientUserId, reporterUserId),
              eq(conversations.pilotUserId, reporterUserId),
            ),
          ),
        );
  }
}
