import { and, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { addDays, isoDateOf, reminderDue, CREDENTIAL_EXPIRING_DAYS } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { pilotCredentials, pilotProfiles, users } from "../../db/schema";
import type { DueTasksApp } from "../delivery/dueTasks";
import { expiredNotice, notifyPilot, reminderNotice } from "./notices";

export interface CredentialDueReport {
  /** Credentials whose pilot got a reminder in this run, as "id:days". */
  reminded: string[];
  /** Credentials this run moved to expired (their pilot told once). */
  expired: string[];
}

/**
 * What the clock makes due for credentials on `now`'s day: verified ones move to `expiring`
 * 30 days before their last valid day and to `expired` after it, and their pilot is reminded
 * 30 and 7 days before. Each step is a conditional UPDATE that only one instance can win
 * (PostgreSQL re-checks the condition after waiting for a competing writer's row lock), so a
 * reminder or an expiry notice goes out once however many instances run this at once.
 * A new submission clears the markers (features/credentials/submit.ts). The emails go out
 * through the notification email outbox, which the notification's insert fills.
 */
export async function runCredentialDueTasks(
  app: DueTasksApp,
  now: Date,
): Promise<CredentialDueReport> {
  const today = isoDateOf(now);
  await app.db
    .update(pilotCredentials)
    .set({ expiryState: "expiring" })
    .where(
      and(
        eq(pilotCredentials.reviewStatus, "verified"),
        eq(pilotCredentials.expiryState, "current"),
        gte(pilotCredentials.validThrough, today),
        lte(pilotCredentials.validThrough, addDays(today, CREDENTIAL_EXPIRING_DAYS)),
      ),
    );
  const reminded = await sendReminders(app, now);
  const expired = await app.db.transaction((tx) => expireLapsed(tx, now));
  return { reminded, expired };
}

const pilotOf = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

async function sendReminders(app: DueTasksApp, now: Date): Promise<string[]> {
  const today = isoDateOf(now);
  const due = await app.db
    .select({ credential: pilotCredentials })
    .from(pilotCredentials)
    .where(
      and(
        eq(pilotCredentials.reviewStatus, "verified"),
        gte(pilotCredentials.validThrough, today),
        lte(pilotCredentials.validThrough, addDays(today, 30)),
        or(isNull(pilotCredentials.reminded30At), isNull(pilotCredentials.reminded7At)),
      ),
    );
  const reminded: string[] = [];
  for (const { credential } of due) {
    const day = reminderDue(credential, today);
    if (day === null) continue;
    const marker = day === 7 ? pilotCredentials.reminded7At : pilotCredentials.reminded30At;
    const sent = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(pilotCredentials)
        .set(
          // The 7-day reminder also stands for a 30-day one a late run never sent.
          day === 7
            ? {
                reminded7At: now,
                reminded30At: sql`coalesce(${pilotCredentials.reminded30At}, ${now})`,
              }
            : { reminded30At: now },
        )
        .where(
          and(
            eq(pilotCredentials.id, credential.id),
            eq(pilotCredentials.reviewStatus, "verified"),
            eq(pilotCredentials.validThrough, credential.validThrough),
            isNull(marker),
          ),
        )
        .returning({ id: pilotCredentials.id });
      if (!claimed) return null;
      const [pilot] = await tx
        .select(pilotOf)
        .from(pilotProfiles)
        .innerJoin(users, eq(users.id, pilotProfiles.userId))
        .where(eq(pilotProfiles.id, credential.pilotProfileId));
      if (!pilot) return null;
      const notice = reminderNotice(pilot.userId, credential.kind, day, credential.validThrough);
      await notifyPilot(tx, notice, now);
      return true;
    });
    if (sent) reminded.push(`${credential.id}:${day}`);
  }
  return reminded;
}

/** Verified credentials past their last valid day become `expired`, their pilot told once. */
async function expireLapsed(tx: Transaction, now: Date): Promise<string[]> {
  const lapsed = await tx
    .update(pilotCredentials)
    .set({ expiryState: "expired" })
    .where(
      and(
        eq(pilotCredentials.reviewStatus, "verified"),
        ne(pilotCredentials.expiryState, "expired"),
        lt(pilotCredentials.validThrough, isoDateOf(now)),
      ),
    )
    .returning({
      id: pilotCredentials.id,
      kind: pilotCredentials.kind,
      validThrough: pilotCredentials.validThrough,
      pilotProfileId: pilotCredentials.pilotProfileId,
    });
  if (lapsed.length === 0) return [];
  const pilots = await tx
    .select({ ...pilotOf, profileId: pilotProfiles.id })
    .from(pilotProfiles)
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(
      inArray(
        pilotProfiles.id,
        lapsed.map((c) => c.pilotProfileId),
      ),
    );
  for (const credential of lapsed) {
    const pilot = pilots.find((p) => p.profileId === credential.pilotProfileId);
    if (!pilot) continue;
    const notice = expiredNotice(pilot.userId, credential.kind, credential.validThrough);
    await notifyPilot(tx, notice, now);
  }
  return lapsed.map((c) => c.id);
}
