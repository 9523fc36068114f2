import { and, count, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { jobEvents, jobFiles } from "../../db/schema";

/**
 * The delivery being prepared or reviewed: 1, plus one for every time the client asked for
 * changes. Read from the job's history, so it needs no column of its own and can't drift.
 */
export async function currentDeliveryRound(
  db: Database | Transaction,
  jobId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.event, "request_changes")));
  return 1 + (row?.n ?? 0);
}

/** Deliverables uploaded for one round. */
export async function deliverablesInRound(
  db: Database | Transaction,
  jobId: string,
  round: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobFiles)
    .where(
      and(
        eq(jobFiles.jobId, jobId),
        eq(jobFiles.purpose, "deliverable"),
        eq(jobFiles.deliveryRound, round),
      ),
    );
  return row?.n ?? 0;
}
