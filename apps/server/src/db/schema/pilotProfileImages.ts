import { integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROFILE_IMAGE_KINDS } from "@skyhire/shared";
import { createdAt, id } from "./columns";
import { pilotProfiles } from "./profiles";

export const profileImageKindEnum = pgEnum("profile_image_kind", PROFILE_IMAGE_KINDS);

/**
 * The profile and cover image a pilot uploaded, stored through `app.storage`. The public URL
 * (`/api/pilot-images/{id}`, kept in pilot_profiles.profile_image_url / cover_image_url) names
 * one immutable picture: a replacement is a new row, so browsers may cache an id forever.
 * Only files listed here are served publicly; job files never are.
 */
export const pilotProfileImages = pgTable(
  "pilot_profile_images",
  {
    id: id(),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    kind: profileImageKindEnum("kind").notNull(),
    storedName: text("stored_name").notNull().unique(),
    /** Detected from the content (magic bytes), never taken from the upload's header. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pilot_profile_images_profile_kind_idx").on(t.pilotProfileId, t.kind)],
);

export type PilotProfileImage = typeof pilotProfileImages.$inferSelect;
