import { asc, eq } from "drizzle-orm";
import {
  authorizationCovers,
  ONLY_HIRED_PILOT_MESSAGE,
  type AirspaceAuthorizationDto,
  type AirspaceAuthorizationRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  airspaceAuthorizations,
  notifications,
  type AirspaceAuthorizationRow,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { hiredPilot, jobForViewer, requireRole } from "../delivery/access";

export const AUTHORIZATION_CLOSED_MESSAGE =
  "Authorizations can be recorded only while the job is assigned or in progress.";
const RECORDABLE_STATUSES = new Set(["assigned", "in_progress"]);

function toDto(row: AirspaceAuthorizationRow, plannedAt: Date | null): AirspaceAuthorizationDto {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    ceilingFtAgl: row.ceilingFtAgl,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    recordedAt: row.createdAt.toISOString(),
    // A planned take-off inside the authorization's window (altitude is the flight log's check).
    coversPlannedFlight: plannedAt
      ? authorizationCovers(row, plannedAt, plannedAt, row.ceilingFtAgl)
      : null,
  };
}

/** GET /api/jobs/{id}/airspace-authorizations: the job's client and hired pilot; others 404. */
export async function listAuthorizations(
  db: Database,
  user: User,
  jobId: string,
): Promise<AirspaceAuthorizationDto[]> {
  const viewed = await jobForViewer(db, user, jobId);
  const rows = await db
    .select()
    .from(airspaceAuthorizations)
    .where(eq(airspaceAuthorizations.jobId, jobId))
    .orderBy(asc(airspaceAuthorizations.validFrom), asc(airspaceAuthorizations.createdAt));
  return rows.map((row) => toDto(row, viewed.job.plannedFlightAt));
}

/**
 * POST /api/jobs/{id}/airspace-authorizations: the hired pilot records an authorization they
 * hold (14 CFR 107.41); the client is told in the same transaction.
 */
export async function recordAuthorization(
  db: Database,
  user: User,
  jobId: string,
  input: AirspaceAuthorizationRequest,
  now: Date,
): Promise<AirspaceAuthorizationDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["pilot"], ONLY_HIRED_PILOT_MESSAGE);
    const { job } = viewed;
    if (!RECORDABLE_STATUSES.has(job.status) || !job.pilotProfileId) {
      throw new HttpError(409, AUTHORIZATION_CLOSED_MESSAGE);
    }
    const [row] = await tx
      .insert(airspaceAuthorizations)
      .values({
        jobId: job.id,
        pilotProfileId: job.pilotProfileId,
        kind: input.kind,
        reference: input.reference,
        ceilingFtAgl: input.ceilingFtAgl,
        validFrom: new Date(input.validFrom),
        validTo: new Date(input.validTo),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("insert of the authorization returned no row");
    await tx.insert(notifications).values({
      userId: viewed.client.userId,
      kind: "airspace_authorization_recorded",
      title: "Airspace authorization recorded",
      body: `${hiredPilot(viewed).name} recorded an airspace authorization for "${job.title}".`,
      link: `/jobs/${job.id}`,
      createdAt: now,
    });
    return toDto(row, job.plannedFlightAt);
  });
}
