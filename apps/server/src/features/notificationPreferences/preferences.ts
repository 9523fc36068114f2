import {
  NOTIFICATION_GROUP_INFO,
  NOTIFICATION_GROUPS,
  channelSwitches,
  type NotificationGroup,
  type NotificationPreferences,
  type StoredChannelChoices,
  type UpdateNotificationPreferences,
} from "@skyhire/shared";
import { eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { notificationSettings } from "../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredSettings {
  channels: StoredChannelChoices;
  emailPausedUntil: Date | null;
}

const NONE: StoredSettings = { channels: {}, emailPausedUntil: null };

/** The settings of several users at once (the senders read them per batch). */
export async function loadSettings(
  db: Database | Transaction,
  userIds: string[],
): Promise<Map<string, StoredSettings>> {
  const settings = new Map<string, StoredSettings>();
  if (userIds.length === 0) return settings;
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, [...new Set(userIds)]));
  for (const row of rows) {
    settings.set(row.userId, { channels: row.channels, emailPausedUntil: row.emailPausedUntil });
  }
  return settings;
}

export async function settingsOf(db: Database | Transaction, userId: string) {
  return (await loadSettings(db, [userId])).get(userId) ?? NONE;
}

/** The settings page: every group with its effective switches, and the pause if still ahead. */
export function preferencesView(stored: StoredSettings, now: Date): NotificationPreferences {
  const paused = stored.emailPausedUntil;
  return {
    groups: NOTIFICATION_GROUPS.map((group) => ({
      group,
      label: NOTIFICATION_GROUP_INFO[group].label,
      description: NOTIFICATION_GROUP_INFO[group].description,
      pushAvailable: NOTIFICATION_GROUP_INFO[group].pushAvailable,
      ...channelSwitches(stored.channels, group),
    })),
    emailPausedUntil: paused && paused.getTime() > now.getTime() ? paused.toISOString() : null,
  };
}

export async function getPreferences(db: Database, userId: string, now: Date) {
  return preferencesView(await settingsOf(db, userId), now);
}

/**
 * Changes the settings under their row's lock, so two tabs (or a tab and an unsubscribe link)
 * saving at once both count.
 */
async function changeSettings(
  db: Database,
  userId: string,
  now: Date,
  change: (current: StoredSettings) => StoredSettings,
): Promise<StoredSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for("update");
    const next = change({
      channels: { ...(row?.channels ?? {}) },
      emailPausedUntil: row?.emailPausedUntil ?? null,
    });
    await tx
      .update(notificationSettings)
      .set({ ...next, updatedAt: now })
      .where(eq(notificationSettings.userId, userId));
    return next;
  });
}

function withChoice(
  channels: StoredChannelChoices,
  group: NotificationGroup,
  email: boolean,
  push: boolean,
): StoredChannelChoices {
  const pushAvailable = NOTIFICATION_GROUP_INFO[group].pushAvailable;
  return { ...channels, [group]: pushAvailable ? { email, push } : { email } };
}

export async function updatePreferences(
  db: Database,
  userId: string,
  change: UpdateNotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  const next = await changeSettings(db, userId, now, (current) => {
    let { channels, emailPausedUntil } = current;
    for (const { group, email, push } of change.groups ?? []) {
      channels = withChoice(channels, group, email, push);
    }
    if (change.pauseEmailDays === null) emailPausedUntil = null;
    if (typeof change.pauseEmailDays === "number") {
      emailPausedUntil = new Date(now.getTime() + change.pauseEmailDays * DAY_MS);
    }
    return { channels, emailPausedUntil };
  });
  return preferencesView(next, now);
}

/** One-click unsubscribe: the group's email off, its push left as it was. */
export async function switchEmailOff(
  db: Database,
  userId: string,
  group: NotificationGroup,
  now: Date,
): Promise<void> {
  await changeSettings(db, userId, now, (current) => ({
    ...current,
    channels: withChoice(
      current.channels,
      group,
      false,
      channelSwitches(current.channels, group).push,
    ),
  }));
}
