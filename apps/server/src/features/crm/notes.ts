import { and, eq } from "drizzle-orm";
import {
  CRM_NOTE_NOT_FOUND_MESSAGE,
  type CrmDetailsRequest,
  type CrmNote,
  type CrmNoteRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { pilotClientDetails, pilotClientNotes, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { requireRelation, toCrmNote } from "./clientDetail";
import { crmPilotOf } from "./clientList";

/** POST /api/crm/clients/{id}/notes: only about a client the pilot has a relation with. */
export async function addNote(
  db: Database,
  user: User,
  clientProfileId: string,
  input: CrmNoteRequest,
  now: Date,
): Promise<CrmNote> {
  const { pilot } = await requireRelation(db, user, clientProfileId);
  const [row] = await db
    .insert(pilotClientNotes)
    .values({
      pilotProfileId: pilot.profileId,
      clientProfileId,
      body: input.body,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("insert of a note returned no row");
  return toCrmNote(row);
}

/** The condition "this note is the caller's"; another pilot's note is simply not found. */
async function ownNoteCondition(db: Database, user: User, noteId: string) {
  const pilot = await crmPilotOf(db, user);
  if (!pilot) throw new HttpError(404, CRM_NOTE_NOT_FOUND_MESSAGE);
  return and(eq(pilotClientNotes.id, noteId), eq(pilotClientNotes.pilotProfileId, pilot.profileId));
}

/** PATCH /api/crm/notes/{id} */
export async function editNote(
  db: Database,
  user: User,
  noteId: string,
  input: CrmNoteRequest,
  now: Date,
): Promise<CrmNote> {
  const [row] = await db
    .update(pilotClientNotes)
    .set({ body: input.body, updatedAt: now })
    .where(await ownNoteCondition(db, user, noteId))
    .returning();
  if (!row) throw new HttpError(404, CRM_NOTE_NOT_FOUND_MESSAGE);
  return toCrmNote(row);
}

/** DELETE /api/crm/notes/{id} */
export async function deleteNote(db: Database, user: User, noteId: string): Promise<void> {
  const deleted = await db
    .delete(pilotClientNotes)
    .where(await ownNoteCondition(db, user, noteId))
    .returning({ id: pilotClientNotes.id });
  if (deleted.length === 0) throw new HttpError(404, CRM_NOTE_NOT_FOUND_MESSAGE);
}

/** Tags as typed, without repeats that differ only in case. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** PUT /api/crm/clients/{id}/details: replaces the tags and the follow-up day. */
export async function saveDetails(
  db: Database,
  user: User,
  clientProfileId: string,
  input: CrmDetailsRequest,
  now: Date,
): Promise<CrmDetailsRequest> {
  const { pilot } = await requireRelation(db, user, clientProfileId);
  const values = { tags: uniqueTags(input.tags), followUpOn: input.followUpOn, updatedAt: now };
  const [row] = await db
    .insert(pilotClientDetails)
    .values({ pilotProfileId: pilot.profileId, clientProfileId, ...values })
    .onConflictDoUpdate({
      target: [pilotClientDetails.pilotProfileId, pilotClientDetails.clientProfileId],
      set: values,
    })
    .returning();
  return { tags: row?.tags ?? values.tags, followUpOn: row?.followUpOn ?? null };
}
