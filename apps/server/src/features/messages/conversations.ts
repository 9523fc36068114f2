import { and, eq, sql } from "drizzle-orm";
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  CONVERSATION_PARTY_REQUIRED_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  MESSAGE_PREVIEW_LENGTH,
  OWN_CONVERSATION_MESSAGE,
  PILOT_NOT_FOUND_MESSAGE,
  type Conversation,
  type ConversationList,
  type StartConversation,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { statementByShape } from "../../db/preparedStatement";
import {
  applications,
  clientProfiles,
  conversationMembers,
  conversations,
  jobs,
  pilotProfiles,
  users,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { HIRE_CAPABILITY_REQUIRED_MESSAGE } from "../jobs/access";
import { displayName } from "../pilots/search";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

interface ConversationRow extends Record<string, unknown> {
  id: string;
  created_at: string | Date;
  last_message_at: string | Date | null;
  job_id: string | null;
  job_title: string | null;
  pilot_user_id: string;
  other_read_seq: string | number;
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_user_image: string | null;
  other_pilot_profile_id: string | null;
  other_pilot_image: string | null;
  other_company: string | null;
  other_deleted: boolean;
  last_body: string | null;
  last_sender: string | null;
  last_created_at: string | Date | null;
  unread: string | number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function preview(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW_LENGTH
    ? `${flat.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`
    : flat;
}

function toConversation(row: ConversationRow, userId: string): Conversation {
  const otherIsPilot = row.other_id === row.pilot_user_id;
  const personal = displayName(row.other_first_name, row.other_last_name);
  return {
    id: row.id,
    other: {
      userId: row.other_id,
      // Pilots go by their public name; clients by their company when they gave one.
      name: otherIsPilot ? personal : row.other_company?.trim() || personal,
      avatarUrl: (otherIsPilot ? row.other_pilot_image : null) ?? row.other_user_image,
      role: otherIsPilot ? "pilot" : "client",
      pilotProfileId: otherIsPilot ? row.other_pilot_profile_id : null,
      accountDeleted: row.other_deleted,
    },
    job: row.job_id && row.job_title ? { id: row.job_id, title: row.job_title } : null,
    lastMessage:
      row.last_body !== null && row.last_created_at !== null
        ? {
            preview: preview(row.last_body),
            mine: row.last_sender === userId,
            createdAt: iso(row.last_created_at),
          }
        : null,
    unread: Number(row.unread),
    otherReadSeq: Number(row.other_read_seq),
    lastActivityAt: iso(row.last_message_at ?? row.created_at),
    createdAt: iso(row.created_at),
  };
}

/**
 * The caller's conversations with everything the list shows: those someone has written in
 * (the list), or the one of an id. Built once per shape (`statementByShape`): every open of
 * the messages screen runs it.
 */
const conversationsStatement = statementByShape<{ one: boolean }, { userId: string; id?: string }>(
  "conversations_of_user",
  ({ one }) => sql`
    select c.id, c.created_at, c.last_message_at, c.job_id, j.title as job_title, c.pilot_user_id,
      other.last_read_seq as other_read_seq,
      ou.id as other_id, ou.first_name as other_first_name, ou.last_name as other_last_name,
      ou.profile_image_url as other_user_image, ou.deleted_at is not null as other_deleted,
      opp.id as other_pilot_profile_id, opp.profile_image_url as other_pilot_image,
      ocp.company_name as other_company,
      lm.body as last_body, lm.sender_user_id as last_sender, lm.created_at as last_created_at,
      (select count(*) from messages m
        where m.conversation_id = c.id and m.seq > me.last_read_seq
          and m.sender_user_id <> me.user_id) as unread
    from conversation_members me
    join conversations c on c.id = me.conversation_id
    join conversation_members other on other.conversation_id = c.id and other.user_id <> me.user_id
    join users ou on ou.id = other.user_id
    left join pilot_profiles opp on opp.user_id = ou.id
    left join client_profiles ocp on ocp.user_id = ou.id
    left join jobs j on j.id = c.job_id
    left join lateral (
      select m.body, m.sender_user_id, m.created_at from messages m
      where m.conversation_id = c.id order by m.seq desc limit 1
    ) lm on true
    where me.user_id = ${sql.placeholder("userId")}
      and ${one ? sql`c.id = ${sql.placeholder("id")}` : sql`c.last_message_at is not null`}
    order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
  `,
);

async function selectConversations(
  db: Database,
  userId: string,
  id: string | null,
): Promise<Conversation[]> {
  const rows = await conversationsStatement<ConversationRow>(
    db,
    { one: id !== null },
    id === null ? { userId } : { userId, id },
  );
  return rows.map((row) => toConversation(row, userId));
}

/** Unread messages of the user over every conversation (the navigation badge). */
export async function unreadMessagesTotal(db: Database, userId: string): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`
    select count(*) as n from conversation_members me
    join messages m on m.conversation_id = me.conversation_id
      and m.seq > me.last_read_seq and m.sender_user_id <> me.user_id
    where me.user_id = ${userId}
  `);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * GET /api/conversations: newest activity first. A conversation nobody has written in yet is
 * left out (the other party should not see an empty thread someone merely opened); the one who
 * opened it reaches it by its id.
 */
export async function listConversations(db: Database, userId: string): Promise<ConversationList> {
  const list = await selectConversations(db, userId, null);
  return { conversations: list, unread: list.reduce((sum, c) => sum + c.unread, 0) };
}

/** One of the caller's conversations; anyone else's, or an unknown id, is not found. */
export async function getConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<Conversation> {
  if (!isUuid(id)) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  const [found] = await selectConversations(db, userId, id);
  if (!found) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  return found;
}

interface Pair {
  clientUserId: string;
  pilotUserId: string;
  jobId: string | null;
}

/** A pilot anyone may see on the directory: their account still flies. */
async function visiblePilotUserId(db: Database, pilotProfileId: string): Promise<string | null> {
  const [pilot] = await db
    .select({ userId: pilotProfiles.userId })
    .from(pilotProfiles)
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(and(eq(pilotProfiles.id, pilotProfileId), eq(users.canFly, true)));
  return pilot?.userId ?? null;
}

/** From a public profile: the caller hires, the pilot is visible and someone else. */
async function pairWithPilot(db: Database, user: User, pilotProfileId: string): Promise<Pair> {
  if (!user.canHire) throw new HttpError(403, HIRE_CAPABILITY_REQUIRED_MESSAGE);
  const pilotUserId = await visiblePilotUserId(db, pilotProfileId);
  if (!pilotUserId) throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);
  if (pilotUserId === user.id) throw new HttpError(400, OWN_CONVERSATION_MESSAGE);
  return { clientUserId: user.id, pilotUserId, jobId: null };
}

/**
 * About a job: its client with a pilot who applied or was hired, or such a pilot with the
 * client. Anyone else, like a stranger to the job, gets the 404 of a job that does not exist.
 */
async function pairAboutJob(
  db: Database,
  user: User,
  jobId: string,
  pilotProfileId: string | undefined,
): Promise<Pair> {
  const [job] = await db
    .select({ id: jobs.id, hiredPilotId: jobs.pilotProfileId, clientUserId: clientProfiles.userId })
    .from(jobs)
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .where(eq(jobs.id, jobId));
  if (!job) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);

  const isPartyPilot = async (profileId: string) => {
    if (job.hiredPilotId === profileId) return true;
    const [applied] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.pilotProfileId, profileId)));
    return applied !== undefined;
  };

  if (job.clientUserId === user.id) {
    if (!pilotProfileId) throw new HttpError(400, CONVERSATION_PARTY_REQUIRED_MESSAGE);
    const [pilot] = await db
      .select({ userId: pilotProfiles.userId })
      .from(pilotProfiles)
      .where(eq(pilotProfiles.id, pilotProfileId));
    if (!pilot || !(await isPartyPilot(pilotProfileId))) {
      throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);
    }
    if (pilot.userId === user.id) throw new HttpError(400, OWN_CONVERSATION_MESSAGE);
    return { clientUserId: user.id, pilotUserId: pilot.userId, jobId: job.id };
  }

  const [own] = await db
    .select({ id: pilotProfiles.id })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.userId, user.id));
  // A pilot may only name themselves; naming another pilot reveals nothing either.
  const allowed =
    own !== undefined &&
    (pilotProfileId === undefined || pilotProfileId === own.id) &&
    (await isPartyPilot(own.id));
  if (!allowed) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return { clientUserId: job.clientUserId, pilotUserId: user.id, jobId: job.id };
}

/**
 * POST /api/conversations: starts the conversation of the pair (and job), or reuses it. Two
 * concurrent starts meet on the partial unique indexes; the loser reads the winner's row.
 */
export async function startConversation(
  db: Database,
  user: User,
  input: StartConversation,
  now: Date,
): Promise<{ conversation: Conversation; created: boolean }> {
  const pair = input.jobId
    ? await pairAboutJob(db, user, input.jobId, input.pilotProfileId)
    : await pairWithPilot(db, user, input.pilotProfileId as string);

  const samePair = and(
    eq(conversations.clientUserId, pair.clientUserId),
    eq(conversations.pilotUserId, pair.pilotUserId),
    pair.jobId === null ? sql`${conversations.jobId} is null` : eq(conversations.jobId, pair.jobId),
  );
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ ...pair, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!row) return null;
    await tx.insert(conversationMembers).values([
      { conversationId: row.id, userId: pair.clientUserId },
      { conversationId: row.id, userId: pair.pilotUserId },
    ]);
    return row.id;
  });
  const id =
    created ??
    (await db.select({ id: conversations.id }).from(conversations).where(samePair))[0]?.id;
  if (!id) throw new Error("conversation neither inserted nor found");
  return { conversation: await getConversation(db, user.id, id), created: created !== null };
}
