import type { FastifyInstance } from "fastify";
import type { User } from "../../db/schema";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { recordDecision, type ReviewDecision } from "./decide";
import { noticeEmail } from "./notices";

/**
 * POST /api/admin/credentials/{id}/approve and /reject: the decision in one transaction
 * (decide.ts), then the pilot's email once it is committed.
 */
export async function reviewCredential(
  app: Pick<FastifyInstance, "db" | "log" | "config" | "sendMailInBackground">,
  operator: User,
  credentialId: string,
  decision: ReviewDecision,
  now: Date,
): Promise<void> {
  const { pilot, notice } = await app.db.transaction((tx) =>
    recordDecision(tx, operator.id, credentialId, decision, now),
  );
  invalidatePilotSearchCaches();
  app.sendMailInBackground(
    noticeEmail(pilot.email, `${pilot.firstName} ${pilot.lastName}`, notice, app.config.appUrl),
    app.log,
  );
}
