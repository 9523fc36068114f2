import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_UNAUTHORIZED_CLOSE_CODE, type Conversation } from "@skyhire/shared";
import { buildApp, type App } from "../../app";
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from "../../db/client";
import { conversationMembers } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testConfig, type TestApp } from "../../testing/testApp";
import { createTestDatabase, type TestDatabase } from "../../testing/testDatabase";
import { listenForTest, openTestSocket, type TestSocket } from "./testSockets";

async function startConversation(client: TestClient, pilot: TestJobPilot) {
  const res = await client.b.post("/api/conversations", { pilotProfileId: pilot.pilot.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Conversation;
}

async function sendMessage(b: TestBrowser, conversationId: string, body: string) {
  const res = await b.post(`/api/conversations/${conversationId}/messages`, {
    id: randomUUID(),
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * A read marker moved and rolled back in one transaction, as a failed request would leave it:
 * committed, its trigger would announce a "read" to both members.
 */
async function rolledBackReadMarker(
  database: DatabaseHandle,
  conversationId: string,
  userId: string,
) {
  const rollback = new Error("rolled back on purpose");
  await expect(
    database.db.transaction(async (tx) => {
      await tx
        .update(conversationMembers)
        .set({ lastReadSeq: sql`${conversationMembers.lastReadSeq} + 1000000` })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, userId),
          ),
        );
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe("/ws on one instance (pglite)", () => {
  let t: TestApp;
  let base: string;
  let client: TestClient;
  let pilot: TestJobPilot;
  let conversation: Conversation;
  const sockets: TestSocket[] = [];
  const open = async (options?: Parameters<typeof openTestSocket>[2]) => {
    const socket = await openTestSocket(base, t.config, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await buildTestApp("pglite");
    base = await listenForTest(t.app);
    client = await createTestClient(t);
    pilot = await createJobPilot(t);
    conversation = await startConversation(client, pilot);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  it("tells both participants of a new message, with ids only", async () => {
    const pilotTab = await open({ token: pilot.b.token });
    const clientTab = await open({ token: client.b.token });
    await sendMessage(client.b, conversation.id, "Can you fly Friday?");
    expect(await pilotTab.next((e) => e.type === "message")).toEqual({
      type: "message",
      conversationId: conversation.id,
    });
    expect(await clientTab.next((e) => e.type === "message")).toEqual({
      type: "message",
      conversationId: conversation.id,
    });
    // Sending moved the sender's own read marker, which the message's event covers: the next
    // thing the sender hears is the recipient reading (their "Seen"), nothing in between.
    await pilot.b.post(`/api/conversations/${conversation.id}/read`);
    expect(await clientTab.next()).toEqual({
      type: "read",
      conversationId: conversation.id,
    });
  });

  it("tells another user nothing", async () => {
    const outsider = await createTestClient(t);
    const outsiderTab = await open({ token: outsider.b.token });
    await sendMessage(client.b, conversation.id, "Just between us");
    // Then something that is the outsider's: the first thing their tab hears must be it.
    const otherPilot = await createJobPilot(t);
    const theirs = await startConversation(outsider, otherPilot);
    await sendMessage(otherPilot.b, theirs.id, "Hello outsider");
    expect(await outsiderTab.next()).toEqual({ type: "message", conversationId: theirs.id });
  });

  it("never announces a rolled-back change, nor a refused message", async () => {
    const pilotTab = await open({ token: pilot.b.token });
    const other = await createTestClient(t);
    const committed = await startConversation(other, pilot);
    await rolledBackReadMarker(t.database, conversation.id, client.user.id);
    const refused = await other.b.post(`/api/conversations/${conversation.id}/messages`, {
      id: randomUUID(),
      body: "Not my conversation",
    });
    expect(refused.statusCode).toBe(404);
    await sendMessage(other.b, committed.id, "This one is real");
    expect(await pilotTab.next()).toEqual({ type: "message", conversationId: committed.id });
  });

  it("announces a retried message again, in case the first answer was lost with it", async () => {
    const pilotTab = await open({ token: pilot.b.token });
    const send = { id: randomUUID(), body: "Sent twice, stored once" };
    const path = `/api/conversations/${conversation.id}/messages`;
    expect((await client.b.post(path, send)).statusCode).toBe(201);
    await pilotTab.next((e) => e.type === "message");
    expect((await client.b.post(path, send)).statusCode).toBe(200);
    expect(await pilotTab.next()).toEqual({ type: "message", conversationId: conversation.id });
  });

  it("announces notifications and job changes from every path that makes them", async () => {
    const clientTab = await open({ token: client.b.token });
    const pilotTab = await open({ token: pilot.b.token });
    const job = await postTestJob(client);
    expect(await clientTab.next((e) => e.type === "job")).toEqual({ type: "job", jobId: job.id });
    await applyToJob(pilot, job.id);
    // The client is notified of the application (a notifications row) and the job changed.
    await clientTab.next((e) => e.type === "notification");
    expect(await pilotTab.next((e) => e.type === "job")).toEqual({ type: "job", jobId: job.id });
  });

  it("closes a signed-out socket with 4401, and one with an unknown session", async () => {
    const signedOut = await open();
    expect((await signedOut.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
    const unknown = await open({ token: "A".repeat(43) });
    expect((await unknown.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
  });

  it("refuses a cross-site or origin-less socket before upgrading", async () => {
    await expect(open({ token: client.b.token, origin: "https://evil.example" })).rejects.toThrow(
      "Unexpected server response: 403",
    );
    await expect(open({ token: client.b.token, origin: null })).rejects.toThrow(
      "Unexpected server response: 403",
    );
  });

  it("accepts the address the browser opened when APP_URL is unset", async () => {
    // base is ws://127.0.0.1:<port>: the browser's Origin is that host, not APP_URL's localhost.
    const tab = await open({ token: client.b.token, origin: base.replace("ws:", "http:") });
    await sendMessage(pilot.b, conversation.id, "Seen from 127.0.0.1");
    expect(await tab.next((e) => e.type === "message")).toEqual({
      type: "message",
      conversationId: conversation.id,
    });
  });

  it("drops a socket that stops answering pings, and one whose session ended", async () => {
    const frozen = await open({ token: pilot.b.token, autoPong: false });
    const c = await createTestClient(t);
    const signedIn = await open({ token: c.b.token });
    await t.app.realtimeBeat(); // pings
    expect((await c.b.post("/api/auth/logout")).statusCode).toBeLessThan(300);
    await t.app.realtimeBeat(); // the frozen tab never answered; the session is gone
    expect((await frozen.closed).code).toBe(1006);
    expect((await signedIn.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
  });
});

describe("/ws on shutdown", () => {
  it("closes open sockets with 'restarting' (1012) and the app closes", async () => {
    const t = await buildTestApp("pglite");
    const base = await listenForTest(t.app);
    const client = await createTestClient(t);
    const tab = await openTestSocket(base, t.config, { token: client.b.token });
    const closing = t.close();
    expect((await tab.closed).code).toBe(1012);
    await closing;
  });
});

/**
 * Two instances on one PostgreSQL database behind an imaginary load balancer: each has its own
 * pool and LISTEN connection and serves its own sockets.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("/ws across two instances (postgres)", () => {
  let created: TestDatabase;
  let second: DatabaseHandle;
  const instances: { app: App; base: string; t: TestApp }[] = [];
  const sockets: TestSocket[] = [];
  let client: TestClient;
  let pilot: TestJobPilot;
  let conversation: Conversation;

  beforeAll(async () => {
    created = await createTestDatabase("postgres");
    const url = created.database.driver.kind === "postgres" && created.database.driver.pool.options;
    if (!url || !url.connectionString) throw new Error("no connection string");
    second = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url.connectionString });
    const config = testConfig();
    for (const database of [created.database, second]) {
      const app = await buildApp({ config, database, logger: false });
      const base = await listenForTest(app);
      // The fixtures only need the app, its database and config.
      const t: TestApp = { app, database, config, mail: [], close: () => app.close() };
      instances.push({ app, base, t });
    }
    const [a] = instances;
    client = await createTestClient(a!.t);
    pilot = await createJobPilot(a!.t);
    conversation = await startConversation(client, pilot);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    for (const { app } of instances) await app.close();
    await second?.close();
    await created?.dispose();
  });

  const open = async (instance: number, token: string | undefined) => {
    const { base, t } = instances[instance]!;
    const socket = await openTestSocket(base, t.config, { token });
    sockets.push(socket);
    return socket;
  };
  /** The same browser session, its requests going to instance B. */
  const viaB = (b: TestBrowser) => {
    const copy = new TestBrowser(instances[1]!.t, b.ip);
    copy.token = b.token;
    return copy;
  };

  it("has a socket in the hub as soon as the tab sees it open, so nothing sent then is lost", async () => {
    const { app } = instances[0]!;
    for (let i = 0; i < 5; i += 1) {
      const before = app.realtimeHub.size;
      await open(0, client.b.token);
      expect(app.realtimeHub.size).toBe(before + 1);
    }
  });

  it("delivers to a socket on instance A a message sent through instance B", async () => {
    const pilotOnA = await open(0, pilot.b.token);
    const clientOnB = await open(1, client.b.token);
    await sendMessage(viaB(client.b), conversation.id, "Sent through B");
    expect(await pilotOnA.next((e) => e.type === "message")).toEqual({
      type: "message",
      conversationId: conversation.id,
    });
    expect(await clientOnB.next((e) => e.type === "message")).toEqual({
      type: "message",
      conversationId: conversation.id,
    });
    const page = await viaB(pilot.b).get(`/api/conversations/${conversation.id}/messages`);
    expect(page.json().messages.at(-1).body).toBe("Sent through B");
  });

  it("tells a user on either instance nothing about others' conversations", async () => {
    const outsider = await createTestClient(instances[0]!.t);
    const onA = await open(0, outsider.b.token);
    const onB = await open(1, outsider.b.token);
    await sendMessage(viaB(pilot.b), conversation.id, "Private");
    const otherPilot = await createJobPilot(instances[0]!.t);
    const theirs = await startConversation(outsider, otherPilot);
    await sendMessage(otherPilot.b, theirs.id, "For the outsider");
    expect(await onA.next()).toEqual({ type: "message", conversationId: theirs.id });
    expect(await onB.next()).toEqual({ type: "message", conversationId: theirs.id });
  });

  it("never announces a rolled-back change to either instance", async () => {
    const onA = await open(0, pilot.b.token);
    const onB = await open(1, pilot.b.token);
    const other = await createTestClient(instances[0]!.t);
    const committed = await startConversation(other, pilot);
    await rolledBackReadMarker(second, conversation.id, client.user.id);
    await sendMessage(other.b, committed.id, "After the rollback");
    expect(await onA.next()).toEqual({ type: "message", conversationId: committed.id });
    expect(await onB.next()).toEqual({ type: "message", conversationId: committed.id });
  });

  it("reconnects a listener whose connection was killed and asks sockets to resync", async () => {
    const onA = await open(0, pilot.b.token);
    await created.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'LISTEN skyhire_events'`);
    expect(await onA.next((e) => e.type === "resync")).toEqual({ type: "resync" });
    await sendMessage(viaB(client.b), conversation.id, "After the reconnect");
    expect(await onA.next((e) => e.type === "message")).toEqual({
      type: "message",
      conversationId: conversation.id,
    });
  });
});
