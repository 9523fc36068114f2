import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  conversationListSchema,
  conversationSchema,
  MESSAGE_ID_TAKEN_MESSAGE,
  messagesPageSchema,
  RECIPIENT_DELETED_MESSAGE,
  type Conversation,
} from "@skyhire/shared";
import { messages, users } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  browserFor,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { MESSAGE_SEND_RATE_LIMIT } from "./routes";

describe.each(testDatabases())("messages API (%s)", (kind) => {
  let t: TestApp;
  // Moves forward a second per message sent through `send`, so "newest first" is unambiguous.
  let nowMs = Date.now();
  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => new Date(nowMs) });
  });
  afterAll(() => t.close());

  async function start(b: TestBrowser, body: object) {
    const res = await b.post("/api/conversations", body);
    expect([200, 201], res.body).toContain(res.statusCode);
    return conversationSchema.parse(res.json());
  }

  async function send(b: TestBrowser, conversationId: string, body: string, id = randomUUID()) {
    nowMs += 1000;
    const res = await b.post(`/api/conversations/${conversationId}/messages`, { id, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function unreadCount(b: TestBrowser) {
    return (await b.get("/api/conversations/unread-count")).json().count as number;
  }

  let client: TestClient;
  let pilot: TestJobPilot;
  let stranger: TestJobPilot;
  let conversation: Conversation;
  beforeAll(async () => {
    client = await createTestClient(t, { companyName: "Harbor Realty" });
    pilot = await createJobPilot(t);
    stranger = await createJobPilot(t);
    conversation = await start(client.b, { pilotProfileId: pilot.pilot.id });
  });

  describe("starting a conversation from a public profile", () => {
    it("creates it once and reuses it after", async () => {
      const other = await createJobPilot(t);
      const res = await client.b.post("/api/conversations", { pilotProfileId: other.pilot.id });
      expect(res.statusCode).toBe(201);
      const first = conversationSchema.parse(res.json());
      expect(first).toMatchObject({
        job: null,
        lastMessage: null,
        unread: 0,
        other: {
          userId: other.user.id,
          name: "Pat P.",
          role: "pilot",
          pilotProfileId: other.pilot.id,
        },
      });
      const again = await client.b.post("/api/conversations", { pilotProfileId: other.pilot.id });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.id);
    });

    it("shows the client to the pilot by company name", async () => {
      const res = await pilot.b.get(`/api/conversations/${conversation.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().other).toMatchObject({
        userId: client.user.id,
        name: "Harbor Realty",
        role: "client",
        pilotProfileId: null,
      });
    });

    it("needs the hiring capability", async () => {
      const res = await stranger.b.post("/api/conversations", { pilotProfileId: pilot.pilot.id });
      expect(res.statusCode).toBe(403);
    });

    it("refuses a pilot who no longer flies, an unknown one, and oneself", async () => {
      const gone = await createJobPilot(t);
      await t.database.db.update(users).set({ canFly: false }).where(eq(users.id, gone.user.id));
      expect(
        (await client.b.post("/api/conversations", { pilotProfileId: gone.pilot.id })).statusCode,
      ).toBe(404);
      expect(
        (await client.b.post("/api/conversations", { pilotProfileId: randomUUID() })).statusCode,
      ).toBe(404);
      await t.database.db.update(users).set({ canHire: true }).where(eq(users.id, pilot.user.id));
      try {
        const self = await pilot.b.post("/api/conversations", { pilotProfileId: pilot.pilot.id });
        expect(self.statusCode).toBe(400);
      } finally {
        await t.database.db
          .update(users)
          .set({ canHire: false })
          .where(eq(users.id, pilot.user.id));
      }
    });

    it("validates the body", async () => {
      for (const body of [{}, { pilotProfileId: "nope" }, { jobId: 12 }]) {
        const res = await client.b.post("/api/conversations", body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: expect.any(String),
          requestId: expect.any(String),
        });
      }
    });
  });

  describe("conversations about a job", () => {
    it("lets the job's client and an applicant talk, and nobody else", async () => {
      const job = await postTestJob(client);
      await applyToJob(pilot, job.id);

      const fromClient = await start(client.b, { jobId: job.id, pilotProfileId: pilot.pilot.id });
      expect(fromClient.job).toEqual({ id: job.id, title: job.title });
      const fromPilot = await start(pilot.b, { jobId: job.id });
      expect(fromPilot.id).toBe(fromClient.id);
      // Not the general conversation of the same pair.
      expect(fromClient.id).not.toBe(conversation.id);

      // A pilot who did not apply, or a client naming them, learns nothing.
      expect((await stranger.b.post("/api/conversations", { jobId: job.id })).statusCode).toBe(404);
      const naming = await client.b.post("/api/conversations", {
        jobId: job.id,
        pilotProfileId: stranger.pilot.id,
      });
      expect(naming.statusCode).toBe(404);
      // The client must say which pilot.
      expect((await client.b.post("/api/conversations", { jobId: job.id })).statusCode).toBe(400);
      // Another client: the job does not exist for them.
      const otherClient = await createTestClient(t);
      const res = await otherClient.b.post("/api/conversations", {
        jobId: job.id,
        pilotProfileId: pilot.pilot.id,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe("authorization", () => {
    it.each([
      ["GET", "/api/conversations"],
      ["GET", "/api/conversations/unread-count"],
    ] as const)("signed out: %s %s answers 401", async (method, url) => {
      const res = await new TestBrowser(t).request({ method, url });
      expect(res.statusCode).toBe(401);
    });

    it("signed out: every conversation route answers 401", async () => {
      const b = new TestBrowser(t);
      const id = conversation.id;
      expect(
        (await b.post("/api/conversations", { pilotProfileId: pilot.pilot.id })).statusCode,
      ).toBe(401);
      expect((await b.get(`/api/conversations/${id}`)).statusCode).toBe(401);
      expect((await b.get(`/api/conversations/${id}/messages`)).statusCode).toBe(401);
      const sent = await b.post(`/api/conversations/${id}/messages`, {
        id: randomUUID(),
        body: "hi",
      });
      expect(sent.statusCode).toBe(401);
      expect((await b.post(`/api/conversations/${id}/read`)).statusCode).toBe(401);
    });

    it("another user gets the 404 of no conversation on every route, and writes nothing", async () => {
      const outsider = await browserFor(t, (await createTestUser(t.database.db)).id);
      const id = conversation.id;
      for (const res of [
        await outsider.get(`/api/conversations/${id}`),
        await outsider.get(`/api/conversations/${id}/messages`),
        await outsider.post(`/api/conversations/${id}/messages`, { id: randomUUID(), body: "hi" }),
        await outsider.post(`/api/conversations/${id}/read`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          message: CONVERSATION_NOT_FOUND_MESSAGE,
          requestId: expect.any(String),
        });
      }
      const rows = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, id));
      expect(rows.filter((m) => m.body === "hi")).toHaveLength(0);
      expect((await outsider.get("/api/conversations")).json().conversations).toEqual([]);
      // Malformed ids are simply not found.
      expect((await client.b.get("/api/conversations/not-an-id")).statusCode).toBe(404);
    });

    it("refuses a cross-site send", async () => {
      const res = await client.b.request({
        method: "POST",
        url: `/api/conversations/${conversation.id}/messages`,
        payload: { id: randomUUID(), body: "forged" },
        headers: { origin: "https://evil.example" },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe("sending", () => {
    it("validates the message", async () => {
      const url = `/api/conversations/${conversation.id}/messages`;
      for (const body of [
        { id: randomUUID(), body: "" },
        { id: randomUUID(), body: "   \n " },
        { id: randomUUID(), body: "x".repeat(5001) },
        { id: "not-a-uuid", body: "hello" },
        { body: "hello" },
      ]) {
        const res = await client.b.post(url, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().details).toBeDefined();
      }
      const longest = await client.b.post(url, { id: randomUUID(), body: "x".repeat(5000) });
      expect(longest.statusCode).toBe(201);
    });

    it("is idempotent: a retried id returns the first message and stores one", async () => {
      const id = randomUUID();
      const first = await send(pilot.b, conversation.id, "  Happy to help with the shoot.  ", id);
      expect(first).toMatchObject({ id, body: "Happy to help with the shoot.", mine: true });
      const retry = await pilot.b.post(`/api/conversations/${conversation.id}/messages`, {
        id,
        body: "Happy to help with the shoot.",
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first);
      const rows = await t.database.db.select().from(messages).where(eq(messages.id, id));
      expect(rows).toHaveLength(1);

      // The id of someone else's message is refused, not revealed.
      const stolen = await client.b.post(`/api/conversations/${conversation.id}/messages`, {
        id,
        body: "mine now",
      });
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().message).toBe(MESSAGE_ID_TAKEN_MESSAGE);
    });
    it("refuses a message to someone who deleted their account, and says so in the thread", async () => {
      const leaving = await createJobPilot(t);
      const thread = await start(client.b, { pilotProfileId: leaving.pilot.id });
      await send(client.b, thread.id, "Are you free next week?");
      const deleted = await leaving.b.post("/api/account/delete", {
        confirmation: leaving.user.email,
        password: TEST_PASSWORD,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const seen = await client.b.get(`/api/conversations/${thread.id}`);
      expect(seen.json().other).toMatchObject({ accountDeleted: true });
      expect(conversation.other.accountDeleted).toBe(false);
      const id = randomUUID();
      const res = await client.b.post(`/api/conversations/${thread.id}/messages`, {
        id,
        body: "Hello?",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RECIPIENT_DELETED_MESSAGE);
      expect(await t.database.db.select().from(messages).where(eq(messages.id, id))).toEqual([]);
      // What was said before stays readable.
      const page = await client.b.get(`/api/conversations/${thread.id}/messages`);
      expect(page.json().messages.map((m: { body: string }) => m.body)).toEqual([
        "Are you free next week?",
      ]);
    });
  });

  describe("reading", () => {
    it("pages newest first with a cursor, each page oldest first", async () => {
      const c = await createTestClient(t);
      const p = await createJobPilot(t);
      const conv = await start(c.b, { pilotProfileId: p.pilot.id });
      for (let i = 1; i <= 7; i += 1) await send(i % 2 ? c.b : p.b, conv.id, `message ${i}`);

      const url = `/api/conversations/${conv.id}/messages`;
      const first = messagesPageSchema.parse((await c.b.get(`${url}?limit=3`)).json());
      expect(first.messages.map((m) => m.body)).toEqual(["message 5", "message 6", "message 7"]);
      expect(first.messages.map((m) => m.mine)).toEqual([true, false, true]);
      expect(first.nextBefore).toBe(first.messages[0]?.seq);

      const second = messagesPageSchema.parse(
        (await c.b.get(`${url}?limit=3&before=${first.nextBefore}`)).json(),
      );
      expect(second.messages.map((m) => m.body)).toEqual(["message 2", "message 3", "message 4"]);
      const last = messagesPageSchema.parse(
        (await c.b.get(`${url}?limit=3&before=${second.nextBefore}`)).json(),
      );
      expect(last.messages.map((m) => m.body)).toEqual(["message 1"]);
      expect(last.nextBefore).toBeNull();

      expect((await c.b.get(`${url}?limit=0`)).statusCode).toBe(400);
      expect((await c.b.get(`${url}?limit=101`)).statusCode).toBe(400);
      expect((await c.b.get(`${url}?before=abc`)).statusCode).toBe(400);
    });

    it("counts unread messages from the other party until read", async () => {
      const c = await createTestClient(t);
      const p = await createJobPilot(t);
      const conv = await start(c.b, { pilotProfileId: p.pilot.id });
      // Nobody has written yet: the pilot does not see an empty conversation.
      expect((await p.b.get("/api/conversations")).json().conversations).toEqual([]);

      await send(c.b, conv.id, "Are you free on Saturday?");
      await send(c.b, conv.id, "The listing goes live Monday.");
      expect(await unreadCount(p.b)).toBe(2);
      expect(await unreadCount(c.b)).toBe(0); // one's own messages are never unread

      const list = conversationListSchema.parse((await p.b.get("/api/conversations")).json());
      expect(list.unread).toBe(2);
      expect(list.conversations[0]).toMatchObject({
        id: conv.id,
        unread: 2,
        lastMessage: { preview: "The listing goes live Monday.", mine: false },
      });

      const read = await p.b.post(`/api/conversations/${conv.id}/read`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ unreadTotal: 0 });
      expect(await unreadCount(p.b)).toBe(0);
      // The sender sees how far the pilot has read.
      const seen = conversationSchema.parse(
        (await c.b.get(`/api/conversations/${conv.id}`)).json(),
      );
      expect(seen.otherReadSeq).toBe(read.json().readSeq);

      // Replying reads the thread; new messages count again.
      await send(p.b, conv.id, "Saturday works.");
      await send(c.b, conv.id, "Great, 9 am?");
      expect(await unreadCount(p.b)).toBe(1);
      // Answering after the pilot's reply means the client has seen it.
      expect(await unreadCount(c.b)).toBe(0);
    });

    it("lists conversations newest activity first with the other party and a preview", async () => {
      const c = await createTestClient(t);
      const a = await createJobPilot(t, "austin", { firstName: "Avery", lastName: "Stone" });
      const b = await createJobPilot(t, "austin", { firstName: "Blake", lastName: "Reed" });
      const withA = await start(c.b, { pilotProfileId: a.pilot.id });
      const withB = await start(c.b, { pilotProfileId: b.pilot.id });
      await send(c.b, withA.id, "First to Avery");
      await send(c.b, withB.id, `To Blake ${"long ".repeat(60)}`);
      let list = conversationListSchema.parse((await c.b.get("/api/conversations")).json());
      expect(list.conversations.map((x) => x.other.name)).toEqual(["Blake R.", "Avery S."]);
      expect(list.conversations[0]?.lastMessage?.preview.length).toBeLessThanOrEqual(140);
      expect(list.conversations[0]?.lastMessage?.preview.endsWith("…")).toBe(true);
      expect(list.conversations[1]?.other.avatarUrl).toBe(a.pilot.profileImageUrl);

      await send(a.b, withA.id, "Avery answers");
      list = conversationListSchema.parse((await c.b.get("/api/conversations")).json());
      expect(list.conversations.map((x) => x.other.name)).toEqual(["Avery S.", "Blake R."]);
      expect(list.conversations[0]).toMatchObject({
        unread: 1,
        lastMessage: { preview: "Avery answers", mine: false },
      });
    });
  });

  describe("rate limit", () => {
    it(`refuses the ${MESSAGE_SEND_RATE_LIMIT.limit + 1}th message in a minute with 429`, async () => {
      const c = await createTestClient(t);
      const p = await createJobPilot(t);
      const conv = await start(c.b, { pilotProfileId: p.pilot.id });
      const url = `/api/conversations/${conv.id}/messages`;
      // Start of a fresh window, so the sliding window holds this burst alone.
      nowMs = Math.ceil(nowMs / 60_000) * 60_000 + 1000;
      for (let i = 0; i < MESSAGE_SEND_RATE_LIMIT.limit; i += 1) {
        const res = await c.b.post(url, { id: randomUUID(), body: `burst ${i}` });
        expect(res.statusCode).toBe(201);
      }
      const refused = await c.b.post(url, { id: randomUUID(), body: "one too many" });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // The other party can still answer.
      expect((await p.b.post(url, { id: randomUUID(), body: "slow down" })).statusCode).toBe(201);
      const bodies = (await c.b.get(url)).json().messages.map((m: { body: string }) => m.body);
      expect(bodies).toContain("slow down");
      expect(bodies).not.toContain("one too many");
      // A window later the burst still weighs (1 + 31 x 59/60 > 30; refused attempts count)...
      nowMs += 60_000;
      const stillRefused = await c.b.post(url, { id: randomUUID(), body: "next minute" });
      expect(stillRefused.statusCode).toBe(429);
      // ...and near that window's end it has slid out (2 + 31 x 2/60).
      nowMs += 57_000;
      expect((await c.b.post(url, { id: randomUUID(), body: "later" })).statusCode).toBe(201);
      nowMs += 2 * 60_000;
    });
  });
});
