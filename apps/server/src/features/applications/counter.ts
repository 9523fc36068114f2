import {
  NO_PENDING_COUNTER_MESSAGE,
  type ApplicationDto,
  type CounterOfferRequest,
} from "@skyhire/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { applications, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { clientJobLink, notify, NOTIFICATION_KINDS, pilotJobLink } from "../jobs/notify";
import { refusePastDates } from "../jobs/pastDates";
import { applicationOfPilot, applicationToClient } from "./access";
import { toApplicationDto } from "./applicationDto";
import { changeApplication, counterPending } from "./lifecycle";

function whatChanged(counter: { quote?: number | null; proposedDate?: string | null }): string {
  if (counter.quote != null && counter.proposedDate) return "a new price and date";
  return counter.quote != null ? "a new price" : "a new date";
}

/**
 * POST /api/applications/{id}/counter: the job's client proposes another price and/or date. The
 * application stays pending; a newer counter replaces one the pilot has not answered yet.
 */
export async function counterOffer(
  db: Database,
  user: User,
  id: string,
  input: CounterOfferRequest,
  now: Date,
): Promise<ApplicationDto> {
  const { application, job, client, pilot } = await applicationToClient(db, user, id);
  refusePastDates(now, { proposedDate: input.proposedDate });
  return db.transaction(async (tx) => {
    const updated = await changeApplication(tx, {
      application,
      event: "counter",
      actor: "client",
      now,
      set: {
        counterQuoteCents: input.quote ?? null,
        counterProposedDate: input.proposedDate ? new Date(input.proposedDate) : null,
        counterMessage: input.message || null,
        counterStatus: "pending",
        counterAt: now,
      },
    });
    await notify(
      tx,
      [
        {
          userId: pilot.userId,
          kind: NOTIFICATION_KINDS.applicationCountered,
          title: "Counter-offer received",
          body: `${client.name} proposed ${whatChanged(input)} for "${job.title}".`,
          link: pilotJobLink(job.id),
        },
      ],
      now,
    );
    return toApplicationDto(updated);
  });
}

/**
 * POST /api/applications/{id}/counter/respond: the pilot takes the client's counter-offer (the
 * quote and date become the counter's) or declines it (they stay as they were).
 */
export async function respondToCounter(
  db: Database,
  user: User,
  id: string,
  accept: boolean,
  now: Date,
): Promise<ApplicationDto> {
  const { application, job, client, pilot } = await applicationOfPilot(db, user, id);
  if (application.status === "pending" && application.counterStatus !== "pending") {
    throw new HttpError(409, NO_PENDING_COUNTER_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const updated = await changeApplication(tx, {
      application,
      event: accept ? "accept_counter" : "decline_counter",
      actor: "pilot",
      now,
      set: accept
        ? {
            // From the row being updated: the counter the pilot accepts is the one still pending.
            quoteCents: sql`coalesce(${applications.counterQuoteCents}, ${applications.quoteCents})`,
            proposedDate: sql`coalesce(${applications.counterProposedDate}, ${applications.proposedDate})`,
            counterStatus: "accepted",
          }
        : { counterStatus: "declined" },
      also: counterPending,
      refusedMessage: NO_PENDING_COUNTER_MESSAGE,
    });
    await notify(
      tx,
      [
        {
          userId: client.userId,
          kind: accept ? NOTIFICATION_KINDS.counterAccepted : NOTIFICATION_KINDS.counterDeclined,
          title: accept ? "Counter-offer accepted" : "Counter-offer declined",
          body: `${pilot.name} ${accept ? "accepted" : "declined"} your counter-offer for "${job.title}".`,
          link: clientJobLink(job.id),
        },
      ],
      now,
    );
    return toApplicationDto(updated);
  });
}
