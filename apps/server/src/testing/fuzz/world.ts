import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { clientProfiles, pilotProfiles, users } from "../../db/schema";
import { createSession } from "../../features/auth/sessions";
import { createDiskStorage, filesDir } from "../../features/storage/diskStorage";
import { seedDemoData } from "../../seed/seed";
import { buildTestApp, type TestApp } from "../testApp";
import { createTestUser } from "../users";
import { installChangeLog, type ChangeLog } from "./changeLog";

/** Who sends a request: the demo accounts, a signed-in stranger, or nobody. */
export const ACTORS = ["anonymous", "stranger", "client", "pilot", "both", "ops"] as const;
export type ActorName = (typeof ACTORS)[number];

const DEMO_EMAIL: Record<Exclude<ActorName, "anonymous" | "stranger">, string> = {
  client: "client@skyhire.test",
  pilot: "pilot@skyhire.test",
  both: "both@skyhire.test",
  ops: "ops@skyhire.test",
};

// A fixed start makes the run repeatable; each request moves the clock one second on.
const START = Date.parse("2026-06-01T15:00:00.000Z");

export interface FuzzWorld {
  t: TestApp;
  now(): Date;
  tick(): void;
  userIds: Record<Exclude<ActorName, "anonymous">, string>;
  /** A fresh session token of the actor (sessions end when a fuzzed logout succeeds). */
  sessionOf(actor: Exclude<ActorName, "anonymous">): Promise<string>;
  /** Ids of every table with a uuid `id`, the demo accounts' own rows first. */
  idsByTable: Map<string, string[]>;
  changes: ChangeLog;
  /**
   * Puts the accounts the run acts as back as they were (capabilities, password, role): one
   * accepted request that drops a capability must not decide what every later request sees.
   * An accepted account deletion (POST /api/account/delete) is put back the same way: the
   * users row returns (email, names, password, deleted_at cleared) and the ended sessions are
   * made again. Only the stranger can be deleted at all (no password, "DELETE" typed): the demo
   * accounts need a password the run never sends, and the operator is refused.
   */
  restoreActors(): Promise<void>;
  /** The error behind the last 5xx, for the report. */
  takeServerError(): Error | undefined;
  close(): Promise<void>;
}

async function idsOfEveryTable(t: TestApp, ownerIds: string[]): Promise<Map<string, string[]>> {
  const db = t.database.db;
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'
    order by table_name`);
  const owners = ownerIds.join("|");
  const pools = new Map<string, string[]>();
  for (const { table_name: table } of tables.rows) {
    const rows = await db.execute<{ id: string }>(sql`
      select id::text as id from ${sql.identifier(table)} r
      order by (row_to_json(r)::text ~ ${owners}) desc, md5(row_to_json(r)::text) limit 24`);
    if (rows.rows.length)
      pools.set(
        table,
        rows.rows.map((r) => r.id),
      );
  }
  return pools;
}

/** Copies the users' rows aside (a table made after the change log, so it has no trigger). */
async function snapshotUsers(t: TestApp, ids: string[]): Promise<() => Promise<void>> {
  const db = t.database.db;
  await db.execute(
    sql`create table fuzz_actor_users as select * from users where id in ${sql.raw(`('${ids.join("','")}')`)}`,
  );
  const columns = await db.execute<{ column_name: string }>(sql`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = 'users' and column_name <> 'id'`);
  const list = columns.rows.map((c) => `"${c.column_name}"`).join(", ");
  const restore = sql.raw(
    `update users u set (${list}) = (select ${list} from fuzz_actor_users s where s.id = u.id)
     where u.id in (select id from fuzz_actor_users)`,
  );
  return async () => {
    await db.execute(restore);
  };
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
  let clock = START;
  const dataDir = mkdtempSync(join(tmpdir(), "skyhire-fuzz-"));
  const t = await buildTestApp("pglite", {
    env: { DATA_DIR: dataDir },
    clock: () => new Date(clock),
  });
  const db = t.database.db;
  let serverError: Error | undefined;
  t.app.addHook("onError", async (_request, reply, error) => {
    if (reply.statusCode >= 500 || !("statusCode" in error)) serverError = error;
  });
  await seedDemoData(db, {
    now: new Date(START),
    pilotCount: 24,
    storage: createDiskStorage(filesDir(dataDir)),
  });
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO_EMAIL)));
  const idOf = (email: string) => demo.find((u) => u.email === email)?.id ?? "";
  const stranger = await createTestUser(db, { email: "stranger@example.com", password: null });
  const userIds = {
    stranger: stranger.id,
    client: idOf(DEMO_EMAIL.client),
    pilot: idOf(DEMO_EMAIL.pilot),
    both: idOf(DEMO_EMAIL.both),
    ops: idOf(DEMO_EMAIL.ops),
  };
  const demoUserIds = Object.values(userIds);
  const profileIds = [
    ...(await db
      .select({ id: pilotProfiles.id })
      .from(pilotProfiles)
      .where(inArray(pilotProfiles.userId, demoUserIds))),
    ...(await db
      .select({ id: clientProfiles.id })
      .from(clientProfiles)
      .where(inArray(clientProfiles.userId, demoUserIds))),
  ].map((p) => p.id);
  const idsByTable = await idsOfEveryTable(t, [...demoUserIds, ...profileIds]);
  const changes = await installChangeLog(t.database);
  const restoreActors = await snapshotUsers(t, Object.values(userIds));

  return {
    t,
    now: () => new Date(clock),
    tick: () => {
      clock += 1000;
    },
    userIds,
    sessionOf: async (actor) => {
      const { token } = await createSession(
        db,
        userIds[actor],
        { ip: "198.51.100.1", userAgent: "fuzz" },
        new Date(clock),
      );
      return token;
    },
    idsByTable,
    changes,
    restoreActors,
    takeServerError: () => {
      const error = serverError;
      serverError = undefined;
      return error;
    },
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
