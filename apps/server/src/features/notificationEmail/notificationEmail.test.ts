import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, users } from "../../db/schema";
import { createSmtpMailer } from "../mail/mailer";
import type { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
} from "../../testing/jobFixtures";
import { mailHeader, mailText, startTestSmtpServer } from "../../testing/mail";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { clientJobLink } from "../jobs/notify";

const MINUTE = 60_000;

describe.each(testDatabases())("notification emails (%s)", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let now: Date;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    now = new Date();
    t = await buildTestApp(kind, {
      clock: () => now,
      mailer: createSmtpMailer(smtp.url, "SkyHire <hello@skyhire.test>"),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // What one test leaves queued must not be sent into the next one's inbox.
    await t.app.notificationEmail.drain();
    smtp.received.length = 0;
  });

  const to = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const drain = () => t.app.notificationEmail.drain();
  /** The user's queued emails by status (other people's, like a pilot's badges, aside). */
  async function statusesOf(userId: string) {
    const rows = await t.database.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, userId));
    return rows.map((r) => r.status).sort();
  }

  /** A client and a pilot who applies to the client's job: the client's "New application". */
  async function applicationFor(client?: TestClient) {
    const c = client ?? (await createTestClient(t));
    const job = await postTestJob(c, {
      deadline: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
    });
    const pilot = await createJobPilot(t);
    await applyToJob(pilot, job.id, {
      proposedDate: new Date(now.getTime() + 10 * 86_400_000).toISOString(),
    });
    return { client: c, job, pilot };
  }

  it("emails the client about an application: recipient, subject, link, reason and RFC 8058 headers", async () => {
    const { client, job } = await applicationFor();
    await drain();
    expect(await statusesOf(client.user.id)).toEqual(["sent"]);

    const [mail] = to(client.user.email);
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([client.user.email]);
    expect(mailHeader(mail!.raw, "Subject")).toBe("New application");
    const text = mailText(mail!.raw);
    expect(text).toContain(`Open the job: ${t.config.appUrl}${clientJobLink(job.id)}`);
    expect(text).toContain(
      "You get this email because you have email turned on for Applications and hiring on SkyHire.",
    );
    expect(text).toContain(
      `Change your notification settings: ${t.config.appUrl}/settings/notifications`,
    );
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);

    const unsubscribe = mailHeader(mail!.raw, "List-Unsubscribe");
    expect(unsubscribe).toMatch(
      new RegExp(`^<${t.config.appUrl}/api/notification-preferences/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mailHeader(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Once: a second pass finds nothing to send.
    expect(await drain()).toMatchObject({ sent: 0 });
    expect(to(client.user.email)).toHaveLength(1);
  });

  it("sends nothing for a group whose email is switched off, or while email is paused", async () => {
    const client = await createTestClient(t);
    const off = await client.b.put("/api/notification-preferences", {
      groups: [{ group: "hiring", email: false, push: true }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await applicationFor(client);
    await drain();
    expect(await statusesOf(client.user.id)).toEqual(["skipped"]);
    expect(to(client.user.email)).toEqual([]);

    await client.b.put("/api/notification-preferences", {
      groups: [{ group: "hiring", email: true, push: true }],
      pauseEmailDays: 3,
    });
    await applicationFor(client);
    await drain();
    expect(await statusesOf(client.user.id)).toEqual(["skipped", "skipped"]);
    expect(to(client.user.email)).toEqual([]);

    // Three days later the pause is over by itself.
    now = new Date(now.getTime() + 3 * 1440 * MINUTE + MINUTE);
    await applicationFor(client);
    await drain();
    expect(await statusesOf(client.user.id)).toEqual(["sent", "skipped", "skipped"]);
    expect(to(client.user.email)).toHaveLength(1);
  });

  it("never mails an account deleted before its email went out", async () => {
    const { client } = await applicationFor();
    // As features/account/deleteAccount.ts leaves it: a placeholder address nobody reads.
    await t.database.db
      .update(users)
      .set({ deletedAt: now, email: `deleted-${client.user.id}@deleted.skyhire.invalid` })
      .where(eq(users.id, client.user.id));
    await drain();
    expect(await statusesOf(client.user.id)).toEqual(["skipped"]);
    expect(to(client.user.email)).toEqual([]);
    expect(to(`deleted-${client.user.id}@deleted.skyhire.invalid`)).toEqual([]);
  });

  it("unsubscribes with one click signed out; a tampered token is refused with 400", async () => {
    const { client } = await applicationFor();
    await drain();
    const header = mailHeader(to(client.user.email)[0]!.raw, "List-Unsubscribe")!;
    const url = new URL(header.slice(1, -1));
    const path = `${url.pathname}${url.search}`;

    // A browser opening it asks first: nothing changes on GET.
    const opened = await t.app.inject({ method: "GET", url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`);

    const tampered = path.replace("hiring", "messages");
    const refused = await t.app.inject({
      method: "POST",
      url: tampered,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ requestId: expect.any(String) });

    // The mail provider's server posts it: cross-site, no cookie.
    const done = await t.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      group: "hiring",
      label: "Applications and hiring",
      email: false,
    });

    const prefs = (await client.b.get("/api/notification-preferences")).json();
    const hiring = prefs.groups.find((g: { group: string }) => g.group === "hiring");
    expect(hiring).toMatchObject({ email: false, push: true });
    const messages = prefs.groups.find((g: { group: string }) => g.group === "messages");
    expect(messages).toMatchObject({ email: true });

    smtp.received.length = 0;
    await applicationFor(client);
    await drain();
    expect(await statusesOf(client.user.id)).toEqual(["sent", "skipped"]);
    expect(to(client.user.email)).toEqual([]);
  });

  describe("messages", () => {
    async function conversationOf() {
      const client = await createTestClient(t);
      const pilot = await createJobPilot(t);
      const res = await client.b.post("/api/conversations", { pilotProfileId: pilot.pilot.id });
      expect(res.statusCode).toBe(201);
      // The pilot's credential notices (the fixtures verify them) are not what is tested here.
      await drain();
      smtp.received.length = 0;
      return { client, pilot, conversationId: res.json().id as string };
    }
    const send = async (b: TestBrowser, conversationId: string, body: string) => {
      const res = await b.post(`/api/conversations/${conversationId}/messages`, {
        id: randomUUID(),
        body,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const later = (minutes: number) => {
      now = new Date(now.getTime() + minutes * MINUTE);
    };
    // Message emails only: a pilot's first request verifies their fixture credentials (emailed).
    const messageMails = (email: string) =>
      to(email).filter((m) => / messages? from /.test(mailHeader(m.raw, "Subject") ?? ""));

    it("emails a message unread for 10 minutes, then at most one digest an hour", async () => {
      const { client, pilot, conversationId } = await conversationOf();
      await send(client.b, conversationId, "Can you fly on Saturday morning?");
      later(9);
      await drain();
      expect(to(pilot.user.email)).toEqual([]);
      later(1);
      await drain();
      expect(to(pilot.user.email)).toHaveLength(1);
      const [first] = to(pilot.user.email);
      expect(mailHeader(first!.raw, "Subject")).toBe("New message from Cleo C.");
      const text = mailText(first!.raw);
      expect(text).toContain("> Can you fly on Saturday morning?");
      expect(text).toContain(`Reply: ${t.config.appUrl}/messages?c=${conversationId}`);
      expect(mailHeader(first!.raw, "List-Unsubscribe")).toContain("unsubscribe?token=");

      // Two more within the hour: held back, then one digest of both.
      await send(client.b, conversationId, "Or Sunday?");
      later(15);
      await send(client.b, conversationId, "Either works for the tenants.");
      later(20);
      await drain();
      expect(to(pilot.user.email)).toHaveLength(1);
      later(30);
      await drain();
      const mails = to(pilot.user.email);
      expect(mails).toHaveLength(2);
      expect(mailHeader(mails[1]!.raw, "Subject")).toBe("2 new messages from Cleo C.");
      const digest = mailText(mails[1]!.raw);
      expect(digest).toContain("> Or Sunday?");
      expect(digest).toContain("> Either works for the tenants.");
      expect(digest).not.toContain("Saturday");
      // The sender is never emailed about their own messages.
      expect(to(client.user.email)).toEqual([]);
    });

    it("emails nothing about a message read within 10 minutes", async () => {
      const { client, pilot, conversationId } = await conversationOf();
      await send(client.b, conversationId, "Is the roof access open?");
      later(5);
      expect((await pilot.b.post(`/api/conversations/${conversationId}/read`)).statusCode).toBe(
        200,
      );
      later(60);
      await drain();
      expect(to(pilot.user.email)).toEqual([]);
      expect(await statusesOf(pilot.user.id)).not.toContain("pending");
    });

    it("emails nobody about what they answered; the answer is emailed to the other", async () => {
      const { client, pilot, conversationId } = await conversationOf();
      await send(client.b, conversationId, "Can the flight move to noon?");
      later(5);
      // Replying without opening the conversation first: writing is reading.
      await send(pilot.b, conversationId, "Noon works, see you there.");
      later(11);
      await drain();
      expect(messageMails(pilot.user.email)).toEqual([]);
      const [answer, ...others] = messageMails(client.user.email);
      expect(others).toEqual([]);
      expect(mailText(answer!.raw)).toContain("> Noon works, see you there.");
      expect(mailText(answer!.raw)).not.toContain("Can the flight move to noon?");
    });

    it("emails a new message in a conversation left unread for days", async () => {
      const { client, pilot, conversationId } = await conversationOf();
      // No digest pass ran for three days (an outage): the first message is past the look-back.
      await send(client.b, conversationId, "Are you still flying this month?");
      later(3 * 24 * 60);
      await send(client.b, conversationId, "The tenants asked again today.");
      later(11);
      await drain();
      const [mail, ...others] = messageMails(pilot.user.email);
      expect(others).toEqual([]);
      expect(mailText(mail!.raw)).toContain("> The tenants asked again today.");
    });

    it("sends no message email when messages email is off; other groups still arrive", async () => {
      const { client, pilot, conversationId } = await conversationOf();
      await pilot.b.put("/api/notification-preferences", {
        groups: [{ group: "messages", email: false, push: false }],
      });
      await send(client.b, conversationId, "Hello?");
      later(11);
      await drain();
      expect(to(pilot.user.email)).toEqual([]);
      const rows = await t.database.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.userId, pilot.user.id),
            eq(emailOutbox.conversationId, conversationId),
          ),
        );
      expect(rows).toEqual([{ status: "skipped" }]);

      // The client's job cancelled for an applicant: the hiring group still emails the pilot.
      const job = await postTestJob(client, {
        deadline: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
      });
      await applyToJob(pilot, job.id, {
        proposedDate: new Date(now.getTime() + 10 * 86_400_000).toISOString(),
      });
      const cancelled = await client.b.post(`/api/jobs/${job.id}/cancel`, {
        reason: "Sold the house",
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await drain();
      expect(to(pilot.user.email).map((m) => mailHeader(m.raw, "Subject"))).toContain(
        "Job cancelled",
      );
    });
  });
});
