import type { FastifyInstance } from "fastify";
import type { User } from "../../db/schema";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { recordDecision, type ReviewDecision } from "./decide";

/**
 * POST /api/admin/credentials/{id}/approve and /reject: the decision in one transaction
 * (decide.ts); the pilot's notification queues the email and the push with it.
 */
export async function reviewCredential(
  app: Pick<FastifyInstance, "db">,
  operator: User,
  credentialId: string,
  decision: ReviewDecision,
  now: Date,
): Promise<void> {
  await app.db.transaction((tx) => recordDecision(tx, operator.id, credentialId, decision, now));
  invalidatePilotSearchCaches();
}
