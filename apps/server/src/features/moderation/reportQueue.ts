import { and, count, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AdminReport, AdminReportsPage, AdminReportsQuery } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { reports } from "../../db/schema";

/** What the operator sees of a target, read at the time of the query (it may have changed). */
const targetLabel = sql<string | null>`case ${reports.targetType}
  when 'job' then (select j.title from jobs j where j.id = ${reports.targetId})
  when 'pilot' then (select coalesce(nullif(p.business_name, ''), u.first_name || ' ' || u.last_name)
    from pilot_profiles p join users u on u.id = p.user_id where p.id = ${reports.targetId})
  when 'client' then (select coalesce(nullif(c.company_name, ''), u.first_name || ' ' || u.last_name)
    from client_profiles c join users u on u.id = c.user_id where c.id = ${reports.targetId})
  when 'message' then (select left(m.body, 280) from messages m where m.id = ${reports.targetId})
end`;

const nameOf = (userId: AnyColumn) =>
  sql<
    string | null
  >`(select n.first_name || ' ' || n.last_name from users n where n.id = ${userId})`;
const emailOf = (userId: AnyColumn) =>
  sql<string | null>`(select n.email from users n where n.id = ${userId})`;

/** The rows of the queue and of a user's page, newest first. */
export async function reportRows(
  db: Database,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<AdminReport[]> {
  const rows = await db
    .select({
      report: reports,
      label: targetLabel,
      reporterName: nameOf(reports.reporterUserId),
      reporterEmail: emailOf(reports.reporterUserId),
      ownerName: nameOf(reports.targetUserId),
      ownerEmail: emailOf(reports.targetUserId),
    })
    .from(reports)
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => {
    const { report } = row;
    const ownerId = report.targetUserId;
    return {
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      targetLabel: row.label ?? "(no longer exists)",
      // The account page is where the operator acts: suspend, hide its jobs.
      targetLink: ownerId ? `/admin/users/${ownerId}` : null,
      targetUser: ownerId
        ? { id: ownerId, name: (row.ownerName ?? "").trim(), email: row.ownerEmail ?? "" }
        : null,
      reporter: {
        id: report.reporterUserId,
        name: (row.reporterName ?? "").trim(),
        email: row.reporterEmail ?? "",
      },
      reason: report.reason,
      note: report.note,
      status: report.status,
      decisionNote: report.decisionNote,
      decidedAt: report.decidedAt?.toISOString() ?? null,
      createdAt: report.createdAt.toISOString(),
    };
  });
}

/** GET /api/admin/reports: the queue, open reports by default, filtered by kind and reason. */
export async function listReports(
  db: Database,
  query: AdminReportsQuery,
): Promise<AdminReportsPage> {
  const where = and(
    query.status === "all" ? undefined : eq(reports.status, query.status),
    query.targetType ? eq(reports.targetType, query.targetType) : undefined,
    query.reason ? eq(reports.reason, query.reason) : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const [items, [totals], [open]] = await Promise.all([
    reportRows(db, where, query.pageSize, offset),
    db.select({ n: count() }).from(reports).where(where),
    db.select({ n: count() }).from(reports).where(eq(reports.status, "open")),
  ]);
  const total = totals?.n ?? 0;
  return {
    items,
    total,
    open: open?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + items.length < total,
  };
}
