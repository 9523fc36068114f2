import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationListSchema, messagesPageSchema } from "@skyhire/shared";
import { DEMO_PASSWORD } from "../../seed/demoAccounts";
import { seedDemoData } from "../../seed/seed";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("the demo accounts' conversations on the demo seed (%s)", (kind) => {
  let t: TestApp;
  const now = new Date("2026-03-01T12:00:00Z");
  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now });
    await seedDemoData(t.database.db, { now });
  }, 120_000);
  afterAll(() => t.close());

  async function signIn(email: string) {
    const b = new TestBrowser(t);
    const res = await b.post("/api/auth/login", { email, password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return b;
  }

  async function inbox(b: TestBrowser) {
    const res = await b.get("/api/conversations");
    expect(res.statusCode, res.body).toBe(200);
    return conversationListSchema.parse(res.json());
  }

  async function thread(b: TestBrowser, id: string) {
    return messagesPageSchema.parse((await b.get(`/api/conversations/${id}/messages`)).json());
  }

  it("the demo pilot and client plan the townhomes shoot; only the client has its last message unread", async () => {
    const pilot = await signIn("pilot@skyhire.test");
    const client = await signIn("client@skyhire.test");
    const pilotInbox = await inbox(pilot);
    const clientInbox = await inbox(client);

    const forPilot = pilotInbox.conversations.find(
      (c) => c.other.name === "Skyline Realty Partners",
    );
    const forClient = clientInbox.conversations.find((c) => c.id === forPilot?.id);
    expect(forPilot?.job?.title).toMatch(/Mueller townhomes/);
    expect(forPilot).toMatchObject({ unread: 0, lastMessage: { mine: true } });
    expect(forClient).toMatchObject({ unread: 1, lastMessage: { mine: false } });
    expect(forClient?.other).toMatchObject({ role: "pilot", name: "Alex M." });

    const { messages } = await thread(client, forClient!.id);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(messages.length).toBeLessThanOrEqual(8);
    expect(new Set(messages.map((m) => m.mine))).toEqual(new Set([true, false]));
    // Sent over a few days, in the past, with the conversation's activity time on the newest.
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThan(now.getTime());
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(2 * 24 * 3_600_000);
    expect(forClient!.lastActivityAt).toBe(messages.at(-1)!.createdAt);
  });

  it.each([
    ["pilot@skyhire.test", 2],
    ["client@skyhire.test", 2],
    ["both@skyhire.test", 1],
  ] as const)(
    "%s has its conversations with exactly one unread, the newest message from the other side",
    async (email, count) => {
      const b = await signIn(email);
      const list = await inbox(b);
      expect(list.conversations).toHaveLength(count);
      const unread = list.conversations.filter((c) => c.unread > 0);
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({ unread: 1, lastMessage: { mine: false } });
      expect(list.unread).toBe(1);
      expect((await b.get("/api/conversations/unread-count")).json()).toEqual({ count: 1 });

      // Reading it clears the badge, as for any real conversation.
      const read = await b.post(`/api/conversations/${unread[0]!.id}/read`);
      expect(read.json()).toMatchObject({ unreadTotal: 0 });
    },
  );

  it("the demo pilot's general conversation is with another client and has no job", async () => {
    const list = await inbox(await signIn("pilot@skyhire.test"));
    expect(list.conversations.find((c) => c.job === null)?.other).toMatchObject({
      role: "client",
      name: "Alamo Commercial Roofing",
    });
  });
});
