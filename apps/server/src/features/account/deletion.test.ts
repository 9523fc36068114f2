import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  conversationListSchema,
  DELETED_USER_NAME,
  invoiceListSchema,
  jobReviewsSchema,
  messagesPageSchema,
  REALTIME_UNAUTHORIZED_CLOSE_CODE,
} from "@skyhire/shared";
import {
  ledgerEntries,
  linkedAccounts,
  pilotCredentials,
  pilotProfileImages,
  pilotProfiles,
  pilotServiceAreas,
  pushSubscriptions,
  sessions,
  users,
} from "../../db/schema";
import {
  jobWithHistory,
  payOutEverything,
  storePilotFiles,
  type JobWithHistory,
} from "../../testing/accountFixtures";
import { browserFor } from "../../testing/jobFixtures";
import { testDatabases } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { setPassword } from "../auth/accounts";
import { buildDeliveryTestApp, type DeliveryTestApp } from "../delivery/testFixtures";
import { expectConsistentBooks } from "../escrow/proof/invariants";
import { ledgerHealth } from "../ledger/invariants";
import { signInWithIdentity } from "../oauth/accounts";
import { listenForTest, openTestSocket } from "../realtime/testSockets";
import { deletedEmail } from "./anonymize";

describe.each(testDatabases())("deleting a pilot's account (%s)", (kind) => {
  let t: DeliveryTestApp;
  let job: JobWithHistory;
  let storedBefore: string[];
  let entriesBefore: number;
  let socketClosed: Promise<{ code: number }>;
  const identity = { subject: `google-${randomUUID()}`, firstName: "Pat", lastName: "Pilot" };

  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    const base = await listenForTest(t.app);
    job = await jobWithHistory(t);
    const { db } = t.database;
    await storePilotFiles(job.pilot.b);
    await payOutEverything(job.pilot.b);
    await setPassword(db, job.pilot.user.id, TEST_PASSWORD);
    await db.insert(linkedAccounts).values({
      userId: job.pilot.user.id,
      provider: "google",
      providerSubject: identity.subject,
      email: job.pilot.user.email,
    });
    await db.insert(pushSubscriptions).values({
      userId: job.pilot.user.id,
      endpoint: `https://push.example.com/${randomUUID()}`,
      p256dh: "key",
      auth: "secret",
    });
    // A second device of the pilot, with the app open.
    const phone = await browserFor(t, job.pilot.user.id);
    socketClosed = (await openTestSocket(base, t.config, { token: phone.token })).closed;
    storedBefore = await t.storedFiles();
    entriesBefore = (await db.select({ n: count() }).from(ledgerEntries))[0]!.n;

    const res = await job.pilot.b.post("/api/account/delete", {
      confirmation: job.pilot.user.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(job.pilot.b.token).toBeUndefined();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  it("anonymizes the account and ends every session and socket", async () => {
    const [row] = await db().select().from(users).where(eq(users.id, job.pilot.user.id));
    expect(row).toMatchObject({
      firstName: DELETED_USER_NAME,
      lastName: "",
      email: deletedEmail(job.pilot.user.id),
      passwordHash: null,
      profileImageUrl: null,
      canFly: false,
      canHire: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    for (const table of [sessions, linkedAccounts, pushSubscriptions]) {
      const rows = await db().select().from(table).where(eq(table.userId, job.pilot.user.id));
      expect(rows).toEqual([]);
    }
    expect((await socketClosed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
  });

  it("makes signing in impossible, with the password and with the provider", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: job.pilot.user.email, password: TEST_PASSWORD },
      headers: { origin: new URL(t.config.appUrl).origin },
    });
    expect(login.statusCode).toBe(404);
    // The same Google identity finds no account: it would start a new, empty one.
    const again = await signInWithIdentity(db(), "google", {
      ...identity,
      email: job.pilot.user.email.toLowerCase(),
    });
    expect(again.userId).not.toBe(job.pilot.user.id);
    expect(again.via).toBe("new_account");
  });

  it("takes the pilot out of search and removes their pictures and documents", async () => {
    const profile = await t.app.inject({ method: "GET", url: `/api/pilots/${job.pilot.pilot.id}` });
    expect(profile.statusCode).toBe(404);
    const [p] = await db()
      .select()
      .from(pilotProfiles)
      .where(eq(pilotProfiles.id, job.pilot.pilot.id));
    expect(p).toMatchObject({
      bio: null,
      businessName: null,
      profileImageUrl: null,
      isAvailable: false,
    });
    for (const table of [pilotServiceAreas, pilotProfileImages, pilotCredentials]) {
      const rows = await db()
        .select()
        .from(table)
        .where(eq(table.pilotProfileId, job.pilot.pilot.id));
      expect(rows).toEqual([]);
    }
    const storedAfter = await t.storedFiles();
    // The profile picture and the certificate are gone; the job's deliverables stay.
    expect(storedBefore.length - storedAfter.length).toBe(2);
    expect(storedAfter.length).toBeGreaterThan(0);
  });

  it("leaves the client's view of the job, messages, reviews and invoice intact", async () => {
    const detail = await job.client.b.get(`/api/jobs/${job.jobId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ status: "completed" });

    const list = conversationListSchema.parse(
      (await job.client.b.get("/api/conversations")).json(),
    );
    const thread = list.conversations.find((c) => c.id === job.conversationId);
    expect(thread?.other.name).toBe(DELETED_USER_NAME);
    const page = messagesPageSchema.parse(
      (await job.client.b.get(`/api/conversations/${job.conversationId}/messages`)).json(),
    );
    expect(page.messages.map((m) => m.body)).toEqual([job.clientMessage, job.pilotMessage]);

    const reviews = jobReviewsSchema.parse(
      (await job.client.b.get(`/api/jobs/${job.jobId}/reviews`)).json(),
    );
    expect(reviews).toMatchObject({
      mine: { body: "Sharp photos, on time." },
      theirs: { body: "Clear brief, quick approval.", reviewerName: DELETED_USER_NAME },
    });

    const invoices = invoiceListSchema.parse((await job.client.b.get("/api/invoices")).json());
    expect(invoices.invoices).toEqual([
      expect.objectContaining({
        id: job.checkoutId,
        pilotName: DELETED_USER_NAME,
        totalCents: 525_00,
      }),
    ]);
  });

  it("keeps every ledger entry and the books' health check passing", async () => {
    expect((await db().select({ n: count() }).from(ledgerEntries))[0]!.n).toBe(entriesBefore);
    await expectConsistentBooks(db(), "after the pilot deleted their account");
    const ops = await createTestUser(db(), { role: "admin", password: null });
    const ledger = await (await browserFor(t, ops.id)).get("/api/admin/ledger");
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({ balanced: true });
    expect(await ledgerHealth(db())).toMatchObject({ unbalancedTransfers: 0, driftedAccounts: 0 });
  });
});
