import { and, asc, eq } from "drizzle-orm";
import {
  PROPERTY_NOT_FOUND_MESSAGE,
  type PropertyDto,
  type PropertyRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { properties, type Property } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { clientProfileIdOf, PROPERTIES_NEED_CLIENT_PROFILE_MESSAGE } from "./access";
import { placeOfAddress } from "./placeOfAddress";
import { jobsByProperty } from "./propertyJobs";

/** Optional text left empty is stored as null, so "no notes" has one spelling. */
const orNull = (value: string | null | undefined) => (value ? value : null);

function toDto(property: Property, jobs: PropertyDto["jobs"]): PropertyDto {
  return {
    id: property.id,
    name: property.name,
    address: property.address,
    propertyType: property.propertyType,
    notes: property.notes,
    createdAt: property.createdAt.toISOString(),
    jobs,
  };
}

/** The caller's properties (oldest first, the order they were added) with their jobs. */
export async function listProperties(db: Database, userId: string): Promise<PropertyDto[]> {
  const clientProfileId = await clientProfileIdOf(db, userId);
  if (!clientProfileId) return [];
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.clientProfileId, clientProfileId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const jobs = await jobsByProperty(
    db,
    clientProfileId,
    rows.map((p) => p.id),
  );
  return rows.map((p) => toDto(p, jobs.get(p.id) ?? []));
}

async function propertyWithJobs(db: Database, property: Property): Promise<PropertyDto> {
  const jobs = await jobsByProperty(db, property.clientProfileId, [property.id]);
  return toDto(property, jobs.get(property.id) ?? []);
}

/** Coordinates follow the address; a changed address that cannot be placed clears them. */
function coordinatesOf(address: string | null) {
  const place = placeOfAddress(address);
  return { lat: place?.lat ?? null, lng: place?.lng ?? null };
}

export async function createProperty(
  db: Database,
  userId: string,
  input: PropertyRequest,
): Promise<PropertyDto> {
  const clientProfileId = await clientProfileIdOf(db, userId);
  if (!clientProfileId) throw new HttpError(403, PROPERTIES_NEED_CLIENT_PROFILE_MESSAGE);
  const address = orNull(input.address);
  const [row] = await db
    .insert(properties)
    .values({
      clientProfileId,
      name: input.name,
      address,
      propertyType: orNull(input.propertyType),
      notes: orNull(input.notes),
      ...coordinatesOf(address),
    })
    .returning();
  if (!row) throw new Error("insert of a property returned no row");
  return toDto(row, []);
}

/** The caller's property, or 404 when it does not exist or belongs to someone else. */
async function ownProperty(db: Database, userId: string, id: string): Promise<Property> {
  const clientProfileId = await clientProfileIdOf(db, userId);
  const [row] = clientProfileId
    ? await db
        .select()
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.clientProfileId, clientProfileId)))
    : [];
  if (!row) throw new HttpError(404, PROPERTY_NOT_FOUND_MESSAGE);
  return row;
}

/** Changes the fields sent; a field sent as null or "" is cleared (name cannot be). */
export async function updateProperty(
  db: Database,
  userId: string,
  id: string,
  input: Partial<PropertyRequest>,
): Promise<PropertyDto> {
  const current = await ownProperty(db, userId, id);
  const changes: Partial<typeof properties.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.address !== undefined) {
    changes.address = orNull(input.address);
    if (changes.address !== current.address) Object.assign(changes, coordinatesOf(changes.address));
  }
  if (input.propertyType !== undefined) changes.propertyType = orNull(input.propertyType);
  if (input.notes !== undefined) changes.notes = orNull(input.notes);
  const [row] = await db
    .update(properties)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(properties.id, current.id))
    .returning();
  return propertyWithJobs(db, row ?? current);
}

/** Deletes the property; its jobs stay, unlinked (jobs.property_id is set null by the FK). */
export async function deleteProperty(db: Database, userId: string, id: string): Promise<void> {
  const property = await ownProperty(db, userId, id);
  await db.delete(properties).where(eq(properties.id, property.id));
}
