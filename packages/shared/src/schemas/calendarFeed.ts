import { z } from "zod";

/** GET /api/calendar-feed: whether the secret feed is on (the URL is shown only when made). */
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed: a new secret URL; any earlier one stops working. */
export const calendarFeedCreatedSchema = z.object({
  url: z.url(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Not a calendar feed"),
});
