import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { equipmentTypeEnum } from "./enums";
import { pilotProfiles } from "./profiles";

export const equipment = pgTable(
  "equipment",
  {
    id: id(),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: equipmentTypeEnum("type").notNull(),
    model: text("model"),
    /** The pilot's main kit, listed by GET /api/equipment/main. */
    isMain: boolean("is_main").notNull().default(false),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("equipment_pilot_profile_id_idx").on(t.pilotProfileId)],
);

export type Equipment = typeof equipment.$inferSelect;
