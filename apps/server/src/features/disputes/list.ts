import { desc, eq } from "drizzle-orm";
import type { DisputeDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { disputes, type User } from "../../db/schema";
import { jobForViewer } from "../delivery/access";
import { toDisputeDto } from "./disputeDto";

/** GET /api/jobs/{id}/disputes: the job's disputes, newest first, for whoever may see the job. */
export async function listJobDisputes(
  db: Database,
  user: User,
  jobId: string,
): Promise<DisputeDto[]> {
  const viewed = await jobForViewer(db, user, jobId);
  const rows = await db
    .select()
    .from(disputes)
    .where(eq(disputes.jobId, jobId))
    .orderBy(desc(disputes.createdAt));
  return rows.map((row) => toDisputeDto(row, viewed.client.userId));
}
