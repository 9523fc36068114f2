import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client";
import { checkouts, clientProfiles, disputes, jobs, pilotProfiles, users } from "../../db/schema";

export const clientUsers = alias(users, "client_users");
export const pilotUsers = alias(users, "pilot_users");

/** The columns an operator's dispute list and detail read about both parties and the price. */
export const disputeRowColumns = {
  dispute: disputes,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  clientUserId: clientUsers.id,
  clientFirstName: clientUsers.firstName,
  clientLastName: clientUsers.lastName,
  clientEmail: clientUsers.email,
  companyName: clientProfiles.companyName,
  pilotUserId: pilotUsers.id,
  pilotFirstName: pilotUsers.firstName,
  pilotLastName: pilotUsers.lastName,
  pilotEmail: pilotUsers.email,
  businessName: pilotProfiles.businessName,
  priceCents: checkouts.priceCents,
};

/** Disputes joined with their job, both parties and the paid checkout (if any). */
export function disputeRows(db: Database | Transaction) {
  return db
    .select(disputeRowColumns)
    .from(disputes)
    .innerJoin(jobs, eq(jobs.id, disputes.jobId))
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .innerJoin(clientUsers, eq(clientUsers.id, clientProfiles.userId))
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, jobs.pilotProfileId))
    .innerJoin(pilotUsers, eq(pilotUsers.id, pilotProfiles.userId))
    .leftJoin(checkouts, and(eq(checkouts.jobId, jobs.id), eq(checkouts.status, "paid")));
}

export type DisputeRow = Awaited<ReturnType<typeof disputeRows>>[number];

/** The client and the pilot of a dispute row, as operators see them (with emails). */
export function partiesOf(row: DisputeRow) {
  return {
    client: {
      userId: row.clientUserId,
      name: `${row.clientFirstName} ${row.clientLastName}`,
      email: row.clientEmail,
      organisation: row.companyName,
    },
    pilot: {
      userId: row.pilotUserId,
      name: `${row.pilotFirstName} ${row.pilotLastName}`,
      email: row.pilotEmail,
      organisation: row.businessName,
    },
  };
}
