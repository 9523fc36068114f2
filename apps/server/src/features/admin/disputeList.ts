import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { AdminDisputesPage, AdminDisputesQuery } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { disputes } from "../../db/schema";
import { toDisputeDto } from "../disputes/disputeDto";
import { disputeRows, partiesOf } from "./disputeParties";

/**
 * GET /api/admin/disputes: open disputes first, the longest waiting at the top, then resolved
 * ones, the latest decision first.
 */
export async function listDisputes(
  db: Database,
  query: AdminDisputesQuery,
): Promise<AdminDisputesPage> {
  const filter = query.status === "all" ? undefined : eq(disputes.status, query.status);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals], [open]] = await Promise.all([
    disputeRows(db)
      .where(filter)
      .orderBy(
        sql`case when ${disputes.status} = 'open' then 0 else 1 end`,
        sql`case when ${disputes.status} = 'open' then ${disputes.createdAt} end asc`,
        desc(disputes.resolvedAt),
        asc(disputes.id),
      )
      .limit(query.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(disputes).where(filter),
    db.select({ n: count() }).from(disputes).where(eq(disputes.status, "open")),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map((row) => ({
      ...toDisputeDto(row.dispute, row.clientUserId),
      job: { id: row.dispute.jobId, title: row.jobTitle, status: row.jobStatus },
      ...partiesOf(row),
      priceCents: row.priceCents,
    })),
    total,
    open: open?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + rows.length < total,
  };
}
