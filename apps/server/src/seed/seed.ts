import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { hashPassword } from "../features/auth/password";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client";
import * as schema from "../db/schema";
import type { FileStorage } from "../features/storage/storage";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SEED_MARKER_EMAIL,
  type DemoAccountEmail,
} from "./demoAccounts";
import { insertRows } from "./bulkInsert";
import { generateSeedData, type GenerateOptions } from "./generate";
import { insertConversations } from "./insertConversations";
import { insertDemoCredentials, startDemoCredentials } from "./credentials";
import { seedMoney } from "./money";
import type { SeedRows } from "./rows";

/** The tables whose rows go in as generated, parents before children (the foreign keys). */
export const PLAIN_SEED_TABLES: [keyof SeedRows, PgTable][] = [
  ["users", schema.users],
  ["pilotProfiles", schema.pilotProfiles],
  ["pilotServiceAreas", schema.pilotServiceAreas],
  ["clientProfiles", schema.clientProfiles],
  ["equipment", schema.equipment],
  ["properties", schema.properties],
  ["jobs", schema.jobs],
  ["applications", schema.applications],
  ["flightLogs", schema.flightLogs],
  ["notifications", schema.notifications],
  ["pilotClientNotes", schema.pilotClientNotes],
  ["pilotClientDetails", schema.pilotClientDetails],
];

export type SeedCounts = { [K in keyof SeedRows]: number };

export type SeedResult =
  | { seeded: false; reason: "already-seeded" }
  | { seeded: true; counts: SeedCounts; durationMs: number };

// Any constant works; it only has to be the same in every process seeding this database.
const SEED_LOCK_KEY = 7_107_108;

/**
 * Inserts the demo marketplace once. Idempotent: skipped when the demo pilot already exists.
 * Runs in one transaction, so a crash never leaves half a demo behind.
 */
export async function seedDemoData(
  db: Database,
  options: Partial<Omit<GenerateOptions, "passwordHashes">> & {
    /** Where demo credential documents go; without it no credentials are seeded. */
    storage?: FileStorage;
  } = {},
): Promise<SeedResult> {
  const started = performance.now();
  if (await isSeeded(db)) return { seeded: false, reason: "already-seeded" };

  const passwordHashes = await hashDemoPasswords();
  const now = options.now ?? new Date();
  const rows = generateSeedData({ ...options, now, passwordHashes });
  const credentials = options.storage && startDemoCredentials(rows, options.storage, now);

  const inserted = await db.transaction(async (tx) => {
    // Two servers starting together against one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;
    for (const [name, table] of PLAIN_SEED_TABLES) {
      await insertRows(tx, table, rows[name] as (typeof table.$inferInsert)[]);
    }
    await seedMoney(tx, rows);
    await insertConversations(tx, rows);
    if (credentials) await insertDemoCredentials(tx, credentials);
    await silenceDemoHistory(tx);
    return true;
  });
  if (!inserted) return { seeded: false, reason: "already-seeded" };

  const counts = Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [table, list.length]),
  ) as SeedCounts;
  return { seeded: true, counts, durationMs: Math.round(performance.now() - started) };
}

/**
 * The demo's notifications and messages happened "before" the server started: nobody is
 * emailed about them (the notifications trigger queued an email for each; the message digests
 * start after the newest seeded message).
 */
async function silenceDemoHistory(tx: Transaction) {
  await tx.delete(schema.emailOutbox);
  await tx.execute(sql`update ${schema.conversationMembers} cm
    set emailed_through_seq = coalesce(
      (select max(m.seq) from ${schema.messages} m where m.conversation_id = cm.conversation_id), 0),
      oldest_unnotified_at = null`);
}

async function isSeeded(db: Database | Transaction): Promise<boolean> {
  const found = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = ${DEMO_SEED_MARKER_EMAIL}`)
    .limit(1);
  return found.length > 0;
}

/** The demo accounts share one public password, so one hash (argon2 is slow on purpose). */
async function hashDemoPasswords(): Promise<Record<DemoAccountEmail, string>> {
  const hash = await hashPassword(DEMO_PASSWORD);
  return Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, hash])) as Record<
    DemoAccountEmail,
    string
  >;
}
