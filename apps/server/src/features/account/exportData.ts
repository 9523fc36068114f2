import { asc, desc, eq } from "drizzle-orm";
import type { AccountDataExport } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { flightLogs, notifications, sessions, type User } from "../../db/schema";
import { listPilotApplications } from "../applications/lists";
import { currentUserResponse } from "../auth/currentUser";
import { myCredentials } from "../credentials/mine";
import { toFlightLogDto } from "../flightLogs/flightLogDto";
import { earningsOf } from "../invoices/earnings";
import { listInvoices } from "../invoices/invoices";
import { findPilotProfile } from "../jobs/access";
import { listClientJobs, listPilotJobs } from "../jobs/lists";
import { toNotificationItem } from "../notifications/notifications";
import { listPayouts } from "../payouts/request";
import { pilotProfileDetail } from "../pilotProfile/detail";
import { listProperties } from "../properties/properties";
import { exportConversations } from "./exportConversations";
import { exportReviews } from "./exportReviews";

/**
 * GET /api/account/export: everything SkyHire holds about the caller, built from the same
 * functions that answer the app's own screens (so the export shows what the app shows), each
 * reading by the caller's own id only. Stored files are listed by name, never included; secrets
 * (password hash, session tokens, push keys, the calendar feed token) are never part of it.
 */
export async function exportAccountData(
  db: Database,
  user: User,
  now: Date,
): Promise<AccountDataExport> {
  const pilot = await findPilotProfile(db, user.id);
  const conversations = await exportConversations(db, user.id);
  const reviews = await exportReviews(db, user.id, now);
  const notes = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const logs = pilot
    ? await db
        .select()
        .from(flightLogs)
        .where(eq(flightLogs.pilotProfileId, pilot.id))
        .orderBy(asc(flightLogs.takeoffAt))
    : [];
  const devices = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.lastSeenAt));

  return {
    format: "skyhire-data-export",
    version: 1,
    exportedAt: now.toISOString(),
    accountCreatedAt: user.createdAt.toISOString(),
    account: await currentUserResponse(db, user.id),
    pilotProfile: pilot ? await pilotProfileDetail(db, user.id) : null,
    credentials: pilot ? await myCredentials(db, user.id, now) : null,
    properties: await listProperties(db, user.id),
    jobsAsClient: await listClientJobs(db, user.id),
    jobsAsPilot: await listPilotJobs(db, user.id),
    applicationsAsPilot: pilot ? await listPilotApplications(db, user, pilot.id) : [],
    conversations,
    ...reviews,
    invoices: await listInvoices(db, user),
    earnings: pilot ? await earningsOf(db, user, now) : null,
    payouts: await listPayouts(db, user),
    notifications: notes.map(toNotificationItem),
    flightLogs: logs.map(toFlightLogDto),
    sessions: devices.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      userAgent: s.userAgent,
      ip: s.ip,
    })),
  };
}
