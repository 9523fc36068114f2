import { z } from "zod";
import { NOTIFICATION_GROUPS } from "../rules/notificationGroups";
import { storableText } from "./storableText";

/** "Pause all email for N days": 1 day to 3 months. */
export const EMAIL_PAUSE_MAX_DAYS = 90;
export const UNSUBSCRIBE_TOKEN_INVALID_MESSAGE =
  "This unsubscribe link is not valid. Change your email settings after signing in.";

export const notificationGroupSchema = z.enum(NOTIFICATION_GROUPS);

/** One row of the settings page: a group and its switches (in-app is always on). */
export const notificationGroupPreferenceSchema = z.object({
  group: notificationGroupSchema,
  label: z.string(),
  description: z.string(),
  email: z.boolean(),
  push: z.boolean(),
  /** False for groups that never push (messages): the page shows no push switch. */
  pushAvailable: z.boolean(),
});
export type NotificationGroupPreference = z.infer<typeof notificationGroupPreferenceSchema>;

/** GET and PUT /api/notification-preferences. */
export const notificationPreferencesSchema = z.object({
  groups: z.array(notificationGroupPreferenceSchema),
  /** Until when every email is held back; null when email is not paused. */
  emailPausedUntil: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/notification-preferences: the switches of the groups named (others keep theirs),
 * and `pauseEmailDays` (a number pauses email from now for that many days, null resumes it,
 * absent leaves the pause as it is).
 */
export const updateNotificationPreferencesSchema = z.object({
  groups: z
    .array(
      z.object({
        group: notificationGroupSchema,
        email: z.boolean(),
        push: z.boolean(),
      }),
    )
    .max(NOTIFICATION_GROUPS.length)
    .refine((rows) => new Set(rows.map((row) => row.group)).size === rows.length, {
      error: "Each group may appear once",
    })
    .optional(),
  pauseEmailDays: z.number().int().min(1).max(EMAIL_PAUSE_MAX_DAYS).nullable().optional(),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** The signed token of an unsubscribe link (user id, group and signature). */
export const unsubscribeQuerySchema = z.object({ token: storableText().min(1).max(300) });

/** POST /api/notification-preferences/unsubscribe: the group whose email is now off. */
export const unsubscribeResultSchema = z.object({
  group: notificationGroupSchema,
  label: z.string(),
  email: z.literal(false),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
