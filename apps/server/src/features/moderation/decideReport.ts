import { and, eq } from "drizzle-orm";
import {
  REPORT_ALREADY_DECIDED_MESSAGE,
  REPORT_NOT_FOUND_MESSAGE,
  REPORT_REASONS,
  type AdminReport,
  type DecideReportRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { reports, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { recordAudit } from "./audit";
import { MODERATION_NOTIFICATION_KINDS, notifyModeration } from "./notices";
import { reportRows } from "./reportQueue";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TARGET_WORDS = { job: "a job", pilot: "a pilot", client: "a client", message: "a message" };

/**
 * POST /api/admin/reports/{id}/decide: dismissed or acted on, with a note. One transaction on
 * the report's row lock: the decision, the audit entry and the reporter's notification; a
 * second decision finds it decided (409).
 */
export async function decideReport(
  db: Database,
  operator: User,
  reportId: string,
  { outcome, note }: DecideReportRequest,
  now: Date,
): Promise<AdminReport> {
  if (!UUID_PATTERN.test(reportId)) throw new HttpError(404, REPORT_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for("update");
    if (!report) throw new HttpError(404, REPORT_NOT_FOUND_MESSAGE);
    if (report.status !== "open") throw new HttpError(409, REPORT_ALREADY_DECIDED_MESSAGE);
    await tx
      .update(reports)
      .set({ status: outcome, decidedAt: now, decidedByUserId: operator.id, decisionNote: note })
      .where(and(eq(reports.id, report.id), eq(reports.status, "open")));
    await recordAudit(tx, {
      operatorUserId: operator.id,
      action: outcome === "actioned" ? "report_action" : "report_dismiss",
      targetType: "report",
      targetId: report.id,
      reason: note,
      details: { targetType: report.targetType, targetId: report.targetId },
      at: now,
    });
    const reason = REPORT_REASONS.find((r) => r.value === report.reason)?.label ?? report.reason;
    const what = `your report of ${TARGET_WORDS[report.targetType]} (${reason.toLowerCase()})`;
    await notifyModeration(
      tx,
      {
        userId: report.reporterUserId,
        kind: MODERATION_NOTIFICATION_KINDS.reportOutcome,
        title: outcome === "actioned" ? "We acted on your report" : "We reviewed your report",
        body:
          outcome === "actioned"
            ? `Thank you: we took action on ${what}. ${note}`
            : `We looked into ${what} and took no action. ${note}`,
        link: "/notifications",
      },
      now,
    );
  });
  const [decided] = await reportRows(db, eq(reports.id, reportId), 1);
  if (!decided) throw new HttpError(404, REPORT_NOT_FOUND_MESSAGE);
  return decided;
}
