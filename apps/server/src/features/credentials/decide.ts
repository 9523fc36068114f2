import { eq } from "drizzle-orm";
import {
  CREDENTIAL_NOT_FOUND_MESSAGE,
  CREDENTIAL_NOT_PENDING_MESSAGE,
  OWN_CREDENTIAL_REVIEW_MESSAGE,
} from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import {
  credentialDecisions,
  pilotCredentials,
  pilotProfiles,
  users,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { recordAudit } from "../moderation/audit";
import { decisionNotice, notifyPilot, type CredentialNotice } from "./notices";
import { refreshVerifiedFacts } from "./verifiedFacts";

export type ReviewDecision = { approved: true } | { approved: false; reason: string };

/**
 * An operator's decision on a pending credential, in the caller's transaction on the
 * credential's row lock: the review, the decision record (who, when, what, on which document),
 * the verified facts search reads, and the pilot's notification (its push queued by trigger).
 * A credential already decided, or replaced since the operator opened it, is refused with 409;
 * an operator's own with 403. The notification queues the pilot's email and push by trigger.
 */
export async function recordDecision(
  tx: Transaction,
  /** Null only for decisions the test fixtures record without an operator. */
  operatorUserId: string | null,
  credentialId: string,
  decision: ReviewDecision,
  now: Date,
): Promise<{ pilot: User; notice: CredentialNotice }> {
  const [found] = await tx
    .select({ credential: pilotCredentials, pilot: users })
    .from(pilotCredentials)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, pilotCredentials.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(eq(pilotCredentials.id, credentialId))
    .for("update", { of: pilotCredentials });
  if (!found) throw new HttpError(404, CREDENTIAL_NOT_FOUND_MESSAGE);
  const { credential, pilot } = found;
  if (pilot.id === operatorUserId) throw new HttpError(403, OWN_CREDENTIAL_REVIEW_MESSAGE);
  if (credential.reviewStatus !== "pending") {
    throw new HttpError(409, CREDENTIAL_NOT_PENDING_MESSAGE);
  }
  await tx
    .update(pilotCredentials)
    .set({
      reviewStatus: decision.approved ? "verified" : "rejected",
      reviewedAt: now,
      reviewedBy: operatorUserId,
      rejectionReason: decision.approved ? null : decision.reason,
      updatedAt: now,
    })
    .where(eq(pilotCredentials.id, credential.id));
  await tx.insert(credentialDecisions).values({
    credentialId: credential.id,
    operatorUserId,
    decision: decision.approved ? "approved" : "rejected",
    reason: decision.approved ? null : decision.reason,
    storedName: credential.storedName,
    createdAt: now,
  });
  if (operatorUserId) {
    // The operator's decision joins the audit log in this same transaction.
    await recordAudit(tx, {
      operatorUserId,
      action: decision.approved ? "credential_approve" : "credential_reject",
      targetType: "credential",
      targetId: credential.id,
      reason: decision.approved ? "" : decision.reason,
      details: { kind: credential.kind, pilotUserId: pilot.id },
      at: now,
    });
  }
  await refreshVerifiedFacts(tx, credential.pilotProfileId, now);
  const notice = decisionNotice(pilot.id, credential.kind, decision);
  await notifyPilot(tx, notice, now);
  return { pilot, notice };
}
