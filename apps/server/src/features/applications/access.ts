import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { APPLICATION_NOT_FOUND_MESSAGE } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import {
  applications,
  clientProfiles,
  jobs,
  pilotProfiles,
  users,
  type Application,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { jobColumns, type JobRow } from "../jobs/jobDto";

/** An application with its job and both parties, as every application change needs them. */
export interface ApplicationContext {
  application: Application;
  job: JobRow;
  client: { userId: string; name: string };
  pilot: { userId: string; name: string };
}

const clientUsers = alias(users, "client_users");
const pilotUsers = alias(users, "pilot_users");

async function loadApplication(
  db: Database | Transaction,
  id: string,
): Promise<ApplicationContext | null> {
  const [row] = await db
    .select({
      application: applications,
      job: jobColumns,
      clientUserId: clientProfiles.userId,
      companyName: clientProfiles.companyName,
      clientFirstName: clientUsers.firstName,
      clientLastName: clientUsers.lastName,
      pilotUserId: pilotProfiles.userId,
      pilotFirstName: pilotUsers.firstName,
      pilotLastName: pilotUsers.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .innerJoin(clientUsers, eq(clientUsers.id, clientProfiles.userId))
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, applications.pilotProfileId))
    .innerJoin(pilotUsers, eq(pilotUsers.id, pilotProfiles.userId))
    .where(eq(applications.id, id));
  if (!row) return null;
  return {
    application: row.application,
    job: row.job,
    client: {
      userId: row.clientUserId,
      name: row.companyName || `${row.clientFirstName} ${row.clientLastName}`,
    },
    pilot: { userId: row.pilotUserId, name: `${row.pilotFirstName} ${row.pilotLastName}` },
  };
}

/**
 * The caller's own application (as its pilot). Anyone else's is answered exactly like one that
 * does not exist.
 */
export async function applicationOfPilot(
  db: Database | Transaction,
  user: User,
  id: string,
): Promise<ApplicationContext> {
  const context = await loadApplication(db, id);
  if (!context || context.pilot.userId !== user.id) {
    throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  }
  return context;
}

/** An application to one of the caller's jobs (as its client); 404 for anything else. */
export async function applicationToClient(
  db: Database | Transaction,
  user: User,
  id: string,
): Promise<ApplicationContext> {
  const context = await loadApplication(db, id);
  if (!context || context.client.userId !== user.id) {
    throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  }
  return context;
}
