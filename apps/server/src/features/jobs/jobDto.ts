import { getTableColumns, sql } from "drizzle-orm";
import type { JobDto } from "@skyhire/shared";
import { applications, equipment, jobs, type Job } from "../../db/schema";
import { jobFlightPlan } from "../flightPlan/jobFlightPlan";

/**
 * Every job column plus the count of applications still waiting for the client's answer: the
 * select list of every query that answers jobs, so each answer carries the same fields.
 */
export const jobColumns = {
  ...getTableColumns(jobs),
  // "jobs"."id" spelled out: in a single-table select Drizzle writes columns unqualified, and a
  // bare "id" here would mean the subquery's own applications.id.
  pendingApplications: sql<number>`(select count(*) from ${applications} pending
    where pending.job_id = "jobs"."id" and pending.status = 'pending')::int`.mapWith(Number),
  plannedAircraftName: sql<string | null>`(select planned.name from ${equipment} planned
    where planned.id = "jobs"."planned_aircraft_id")`,
};

/** A job as the queries read it; rows straight from an UPDATE lack the aircraft's name. */
export type JobRow = Job & { pendingApplications: number; plannedAircraftName?: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Rounded to a tenth of a mile: city-level geocoding makes more digits noise. */
export function roundMiles(miles: number | string | null | undefined): number | null {
  if (miles === null || miles === undefined) return null;
  return Math.round(Number(miles) * 10) / 10;
}

/** A job as the API answers it; `distanceMiles` only for pilots (board and detail). */
export function toJobDto(row: JobRow, distanceMiles?: number | null): JobDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceType: row.serviceType,
    location: row.location,
    lat: row.lat,
    lng: row.lng,
    budget: row.budgetCents,
    dateFrom: iso(row.dateFrom),
    deadline: iso(row.deadline),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    rating: row.rating,
    deliverables: row.deliverables,
    requirements: row.requirements,
    insuranceMinimum: row.insuranceMinimumCents,
    propertyId: row.propertyId,
    clientProfileId: row.clientProfileId,
    pilotProfileId: row.pilotProfileId,
    pendingApplications: row.pendingApplications,
    ...jobFlightPlan(row),
    ...(distanceMiles !== undefined ? { distanceMiles: roundMiles(distanceMiles) } : {}),
  };
}
