import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { listenOnChannel } from "../../db/channelListener";
import type { DatabaseHandle } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { waitUntil } from "../../testing/jobQueue";
import {
  buildTestApp,
  sameOriginHeaders,
  testConfig,
  testDatabases,
  type TestApp,
} from "../../testing/testApp";
import { createTestDatabase, openSecondPool, type TestDatabase } from "../../testing/testDatabase";
import { createTestUser } from "../../testing/users";
import { AUTH_CHANGES_CHANNEL } from "./authChanges";
import { SESSION_COOKIE_NAME } from "./sessionCookie";
import { createSession, hashToken } from "./sessions";

// A minute of memory: whatever reaches an instance sooner came by the announcement.
const REMEMBER_A_MINUTE = { SESSION_MEMORY_SECONDS: "60" };
/** Well inside the minute, and generous for a loaded machine. */
const HEARD_WITHIN_MS = 5_000;

function whoAmI(app: App, token: string) {
  return app.inject({ url: "/api/auth/user", cookies: { [SESSION_COOKIE_NAME]: token } });
}

function signOut(app: App, token: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/logout",
    headers: sameOriginHeaders(testConfig()),
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
}

async function signedIn(t: { app: App; database: DatabaseHandle }) {
  const user = await createTestUser(t.database.db, { firstName: "Ada" });
  const { token } = await createSession(t.database.db, user.id, {});
  expect((await whoAmI(t.app, token)).statusCode).toBe(200);
  return { user, token };
}

describe.each(testDatabases())("a session remembered by its instance (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: REMEMBER_A_MINUTE });
  });
  afterAll(() => t.close());

  it("answers the next request from memory", async () => {
    const { token } = await signedIn(t);
    expect(t.app.sessionMemory.recall(hashToken(token), Date.now())).toBeDefined();
  });

  it("hears a change to the user made outside the app", async () => {
    const { user, token } = await signedIn(t);
    await t.database.db.update(users).set({ firstName: "Grace" }).where(eq(users.id, user.id));
    await waitUntil(
      async () => (await whoAmI(t.app, token)).json().user.firstName === "Grace",
      HEARD_WITHIN_MS,
    );
  });

  it("hears a session ended outside the app", async () => {
    const { token } = await signedIn(t);
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await waitUntil(async () => (await whoAmI(t.app, token)).statusCode === 401, HEARD_WITHIN_MS);
  });

  it("forgets before a sign-out answers, so the very next request is refused", async () => {
    const { token } = await signedIn(t);
    expect((await signOut(t.app, token)).statusCode).toBeLessThan(300);
    expect((await whoAmI(t.app, token)).statusCode).toBe(401);
  });

  it("is not told about a session's once-a-minute touch", async () => {
    const { token } = await signedIn(t);
    const era = t.app.sessionMemory.era();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    // Announcements come in commit order: one heard after the touch means the touch said nothing.
    const other = await createTestUser(t.database.db);
    await t.database.db.delete(users).where(eq(users.id, other.id));
    await waitUntil(() => t.app.sessionMemory.era() > era, HEARD_WITHIN_MS);
    expect(t.app.sessionMemory.recall(hashToken(token), Date.now())).toBeDefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("sessions across two instances", () => {
  let created: TestDatabase;
  let secondPool: DatabaseHandle;
  const apps: App[] = [];

  beforeAll(async () => {
    created = await createTestDatabase("postgres");
    secondPool = await openSecondPool(created.database);
    for (const database of [created.database, secondPool]) {
      const app = await buildApp({
        config: testConfig(REMEMBER_A_MINUTE),
        database,
        logger: false,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await secondPool?.close();
    await created?.dispose();
  });

  it("a sign-out on one instance reaches the other at once", async () => {
    const [a, b] = apps as [App, App];
    const { token } = await signedIn({ app: b, database: created.database });
    expect((await signOut(a, token)).statusCode).toBeLessThan(300);
    await waitUntil(async () => (await whoAmI(b, token)).statusCode === 401, HEARD_WITHIN_MS);
  });

  it("forgets everything when its listening connection drops, and remembers again after", async () => {
    const [, b] = apps as [App, App];
    const { token } = await signedIn({ app: b, database: created.database });
    expect(b.sessionMemory.size).toBeGreaterThan(0);
    // A listener of the test's own, to see what the instances' listeners are told.
    const told: string[] = [];
    const watcher = await listenOnChannel(
      created.database,
      AUTH_CHANGES_CHANNEL,
      {
        onPayload: () => {},
        onListening: () => told.push("listening"),
        onDisconnected: () => told.push("disconnected"),
      },
      b.log,
    );
    try {
      await created.database.db.execute(
        sql.raw(`select pg_terminate_backend(pid) from pg_stat_activity
          where query = 'LISTEN ${AUTH_CHANGES_CHANNEL}' and pid <> pg_backend_pid()`),
      );
      await waitUntil(() => b.sessionMemory.size === 0, HEARD_WITHIN_MS);
      await waitUntil(() => told.join() === "listening,disconnected,listening", HEARD_WITHIN_MS);
      await waitUntil(async () => {
        await whoAmI(b, token);
        return b.sessionMemory.size > 0;
      }, HEARD_WITHIN_MS);
    } finally {
      await watcher.close();
    }
  });
});
