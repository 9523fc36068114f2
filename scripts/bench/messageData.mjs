// Generated conversations for the messages and real-time benches, inserted in SQL (no triggers:
// 1,000,000 NOTIFYs would measure the seeding, not the server). Deterministic ids (md5 of a
// name), so the bench knows every user, conversation and member without reading them back.
import { createHash } from "node:crypto";
import { pg } from "./benchDatabase.mjs";

export const PILOTS = 2_500;
/** Each client talks with this many pilots; each pilot ends up in as many at full size. */
export const CONVERSATIONS_PER_CLIENT = 20;
export const MESSAGES_PER_CONVERSATION = 20;

const md5Uuid = (name) => {
  const hex = createHash("md5").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
export const clientId = (i) => md5Uuid(`bench-client-${i}`);
export const pilotId = (i) => md5Uuid(`bench-pilot-${i}`);
export const conversationId = (k) => md5Uuid(`bench-conv-${k}`);
/** Conversation k: client k / 20 with 20 different pilots (pilots spread by a stride of 7). */
export const conversationClient = (k) => Math.floor(k / CONVERSATIONS_PER_CLIENT);
export const conversationPilot = (k) =>
  (conversationClient(k) * 7 + (k % CONVERSATIONS_PER_CLIENT)) % PILOTS;

/** The session cookie token of a bench user (43 base64url characters, as the server makes). */
export function sessionToken(userId) {
  return createHash("sha256").update(`bench-session-${userId}`).digest("base64url");
}
const tokenHash = (token) => createHash("sha256").update(token).digest("hex");
export const cookieOf = (userId) => `skyhire_session=${sessionToken(userId)}`;

export const clientsFor = (conversations) => Math.ceil(conversations / CONVERSATIONS_PER_CLIENT);

/**
 * Grows the data from `fromConversations` to `toConversations` conversations (20 messages
 * each): new client accounts with sessions, the pilots on the first call, the conversations,
 * their members with read markers (the pilot has 4 unread, the client 2) and the messages,
 * interleaved in time across conversations as real traffic would be.
 */
export async function growConversations(databaseUrl, fromConversations, toConversations) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("set session_replication_role = replica");
    await db.query("begin");
    if (fromConversations === 0) {
      await insertUsers(db, "pilot", [...Array(PILOTS).keys()].map(pilotId));
    }
    const fromClient = clientsFor(fromConversations);
    const toClient = clientsFor(toConversations);
    const newClients = [];
    for (let i = fromClient; i < toClient; i++) newClients.push(clientId(i));
    await insertUsers(db, "client", newClients);

    await db.query(
      `create temp table stage_conversations on commit drop as
       select k, md5('bench-conv-' || k)::uuid as id,
         md5('bench-client-' || (k / $3))::uuid as client_id,
         md5('bench-pilot-' || (((k / $3) * 7 + k % $3) % $4))::uuid as pilot_id
       from generate_series($1::int, $2::int - 1) k`,
      [fromConversations, toConversations, CONVERSATIONS_PER_CLIENT, PILOTS],
    );
    await db.query(
      `insert into conversations (id, client_user_id, pilot_user_id, created_at)
       select id, client_id, pilot_id, now() - interval '60 days' from stage_conversations`,
    );
    await db.query(
      `insert into conversation_members (conversation_id, user_id)
       select id, client_id from stage_conversations
       union all select id, pilot_id from stage_conversations`,
    );
    // Message m of every conversation before message m + 1 of any: seqs interleave.
    await db.query(
      `insert into messages (id, conversation_id, sender_user_id, body, created_at)
       select md5('bench-msg-' || c.k || '-' || m)::uuid, c.id,
         case when m % 2 = 0 then c.client_id else c.pilot_id end,
         'Message ' || m || ' about the survey: ' || repeat('flight plan, ', 1 + (c.k + m) % 8),
         now() - interval '30 days' + (m * interval '1 day') + (c.k % 86400) * interval '1 second'
       from generate_series(0, $1::int - 1) m cross join stage_conversations c
       order by m, c.k`,
      [MESSAGES_PER_CONVERSATION],
    );
    await db.query(
      `update conversation_members cm set last_read_seq = msg.seq
       from stage_conversations c, messages msg
       where cm.conversation_id = c.id
         and msg.id = md5('bench-msg-' || c.k || '-' ||
           (case when cm.user_id = c.pilot_id then $1::int - 5 else $1::int - 3 end))::uuid`,
      [MESSAGES_PER_CONVERSATION],
    );
    await db.query(
      `update conversations co set last_message_at = last.created_at
       from stage_conversations c, messages last
       where co.id = c.id and last.id = md5('bench-msg-' || c.k || '-' || ($1::int - 1))::uuid`,
      [MESSAGES_PER_CONVERSATION],
    );
    await db.query("commit");
    // Vacuum too, as the search bench does: otherwise autovacuum starts on the freshly written
    // messages during the measured run, and index-only scans (the unread counts) lack the
    // visibility map of the new pages. Then a checkpoint, so writing out what the load and the
    // vacuum dirtied does not happen during the measured run either.
    await db.query("vacuum analyze users, conversations, conversation_members, messages");
    await db.query("checkpoint");
  } finally {
    await db.end();
  }
}

async function insertUsers(db, type, ids) {
  if (ids.length === 0) return;
  await db.query(
    `insert into users (id, email, first_name, last_name, user_type, can_fly, can_hire)
     select id, id || '@bench.skyhire.test', 'Bench', $2::text, $2::text::user_type,
       $2 = 'pilot', $2 = 'client'
     from unnest($1::uuid[]) id`,
    [ids, type],
  );
  const tokens = ids.map(sessionToken);
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select id, hash, now() + interval '30 days' from unnest($1::uuid[], $2::text[]) as t(id, hash)`,
    [ids, tokens.map(tokenHash)],
  );
}
