import { doublePrecision, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { clientProfiles } from "./profiles";

/** A site a client has flown repeatedly (a listing, a building, a farm). */
export const properties = pgTable(
  "properties",
  {
    id: id(),
    clientProfileId: uuid("client_profile_id")
      .notNull()
      .references(() => clientProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    propertyType: text("property_type"),
    notes: text("notes"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("properties_client_profile_id_idx").on(t.clientProfileId)],
);

export type Property = typeof properties.$inferSelect;
