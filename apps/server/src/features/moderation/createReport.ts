import {
  OWN_REPORT_MESSAGE,
  REPORT_ALREADY_OPEN_MESSAGE,
  type CreateReportInput,
  type ReportReceipt,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { reports, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { isUniqueViolation } from "../auth/accounts";
import { reportTargetOwner } from "./reportTargets";

/**
 * POST /api/reports: any signed-in user reports a job, a pilot profile, a client or a message.
 * One open report per reporter and target: the partial unique index decides, so two at once
 * make one report and one 409.
 */
export async function createReport(
  db: Database,
  reporter: User,
  input: CreateReportInput,
  now: Date,
): Promise<ReportReceipt> {
  const ownerUserId = await reportTargetOwner(db, reporter.id, input.targetType, input.targetId);
  if (ownerUserId === reporter.id) throw new HttpError(403, OWN_REPORT_MESSAGE);
  try {
    const [created] = await db
      .insert(reports)
      .values({
        reporterUserId: reporter.id,
        targetType: input.targetType,
        targetId: input.targetId,
        targetUserId: ownerUserId,
        reason: input.reason,
        note: input.note,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error("insert returned no report");
    return {
      id: created.id,
      targetType: created.targetType,
      targetId: created.targetId,
      reason: created.reason,
      status: created.status,
      createdAt: created.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, REPORT_ALREADY_OPEN_MESSAGE);
    throw error;
  }
}
