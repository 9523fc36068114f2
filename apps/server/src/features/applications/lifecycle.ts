import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  nextApplicationStatus,
  transitionRefusedMessage,
  type Actor,
  type ApplicationEvent,
} from "@skyhire/shared";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client";
import { applications, type Application } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

export interface ApplicationChange {
  /** The application as the caller read it: its status is the `from` of the transition. */
  application: Pick<Application, "id" | "status">;
  event: ApplicationEvent;
  actor: Actor;
  now: Date;
  /** Columns that change with the event (a new quote, a counter-offer...). */
  set?: Omit<PgUpdateSetSource<typeof applications>, "id" | "jobId" | "pilotProfileId" | "status">;
  /** A further condition the row must still meet (e.g. a counter-offer still pending). */
  also?: SQL;
  /** The 409 message when `also` no longer holds. */
  refusedMessage?: string;
}

/**
 * The one way an application changes: checks the lifecycle table of @skyhire/shared, then
 * updates the row only if it still has the status the caller read, so a concurrent change
 * (a hire that rejected it, a withdrawal) makes this one answer 409 instead of overwriting it.
 */
export async function changeApplication(
  tx: Database | Transaction,
  { application, event, actor, now, set = {}, also, refusedMessage }: ApplicationChange,
): Promise<Application> {
  const to = nextApplicationStatus(application.status, event, actor);
  if (!to) {
    throw new HttpError(409, transitionRefusedMessage("application", application.status, event));
  }
  const [updated] = await tx
    .update(applications)
    .set({ ...set, status: to, updatedAt: now })
    .where(
      and(eq(applications.id, application.id), eq(applications.status, application.status), also),
    )
    .returning();
  if (updated) return updated;

  const [current] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, application.id));
  if (current && current.status === application.status && refusedMessage) {
    throw new HttpError(409, refusedMessage);
  }
  throw new HttpError(
    409,
    transitionRefusedMessage("application", current?.status ?? application.status, event),
  );
}

/**
 * The server's own "reject" of every pending application of a job (all but `except`): when
 * one is accepted, or when the job is cancelled. Answers the rejected rows, for notifications.
 */
export async function rejectPendingApplications(
  tx: Transaction,
  jobId: string,
  now: Date,
  except?: string,
): Promise<Application[]> {
  const to = nextApplicationStatus("pending", "reject", "system");
  if (!to) throw new Error("the lifecycle table no longer lets the server reject applications");
  return tx
    .update(applications)
    .set({ status: to, updatedAt: now })
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.status, "pending"),
        except ? ne(applications.id, except) : undefined,
      ),
    )
    .returning();
}

/** True when the counter-offer still waits for the pilot (a condition for `also`). */
export const counterPending = sql`${applications.counterStatus} = 'pending'`;
