import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OWN_REPORT_MESSAGE,
  REPORT_ALREADY_DECIDED_MESSAGE,
  REPORT_ALREADY_OPEN_MESSAGE,
  type AdminReport,
  type AdminReportsPage,
  type AdminUserDetail,
  type Conversation,
} from "@skyhire/shared";
import { auditLog, notifications } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { createJobPilot, createTestClient, postTestJob } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createAdmin } from "../delivery/testFixtures";

const NOTE = "The listing asks pilots to pay a fee up front by wire transfer.";

describe.each(testDatabases())("reports (%s)", (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = await createAdmin(t);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("takes a report of a job once, queues it for the operator and tells the reporter the outcome", async () => {
    const client = await createTestClient(t, { companyName: "Shady Listings" });
    const job = await postTestJob(client, { title: "Quick cash drone job" });
    const reporter = await createJobPilot(t, "austin");
    const body = { targetType: "job", targetId: job.id, reason: "fraud", note: NOTE };

    const made = await reporter.b.post("/api/reports", body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ targetType: "job", reason: "fraud", status: "open" });
    const second = await reporter.b.post("/api/reports", { ...body, reason: "spam" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REPORT_ALREADY_OPEN_MESSAGE);

    // The queue shows it with what was reported and whose it is.
    const queue = await operator.b.get("/api/admin/reports?status=open&targetType=job");
    expect(queue.statusCode, queue.body).toBe(200);
    const page = queue.json() as AdminReportsPage;
    const item = page.items.find((r) => r.id === made.json().id) as AdminReport;
    expect(item).toMatchObject({
      targetLabel: "Quick cash drone job",
      targetUser: { id: client.user.id },
      reporter: { id: reporter.user.id },
      note: NOTE,
      targetLink: `/admin/users/${client.user.id}`,
    });
    expect(page.open).toBeGreaterThanOrEqual(1);
    const otherKind = (await operator.b.get("/api/admin/reports?targetType=message")).json();
    expect(otherKind.items.map((r: AdminReport) => r.id)).not.toContain(item.id);
    // The client's account page lists the reports against them.
    const account = (
      await operator.b.get(`/api/admin/users/${client.user.id}`)
    ).json() as AdminUserDetail;
    expect(account.reports.map((r) => r.id)).toContain(item.id);

    const decided = await operator.b.post(`/api/admin/reports/${item.id}/decide`, {
      outcome: "actioned",
      note: "The job was taken off the board and the client warned.",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: "actioned" });
    const again = await operator.b.post(`/api/admin/reports/${item.id}/decide`, {
      outcome: "dismissed",
      note: "Changed my mind about this one.",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_ALREADY_DECIDED_MESSAGE);

    const [told] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, reporter.user.id), eq(notifications.kind, "report_outcome")),
      );
    expect(told).toMatchObject({ title: "We acted on your report" });
    expect(told?.body).toContain("fraud or scam");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, item.id));
    expect(entry).toMatchObject({ action: "report_action", operatorUserId: operator.user.id });
    // The queue moved it out of the open list.
    const open = (await operator.b.get("/api/admin/reports")).json() as AdminReportsPage;
    expect(open.items.map((r) => r.id)).not.toContain(item.id);
    const actioned = (
      await operator.b.get("/api/admin/reports?status=actioned&reason=fraud")
    ).json() as AdminReportsPage;
    expect(actioned.items.map((r) => r.id)).toContain(item.id);
    // Once decided, the same person may report the same job again.
    expect((await reporter.b.post("/api/reports", body)).statusCode).toBe(201);
  });

  it("takes reports of pilot profiles, clients and messages, and dismisses with a notice", async () => {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t, "austin");
    const convo = await client.b.post("/api/conversations", { pilotProfileId: pilot.pilot.id });
    expect(convo.statusCode, convo.body).toBe(201);
    const conversation = convo.json() as Conversation;
    const sent = await pilot.b.post(`/api/conversations/${conversation.id}/messages`, {
      id: randomUUID(),
      body: "Send me your card number and I will book the flight.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().id as string;

    const report = (who: TestBrowser, targetType: string, targetId: string) =>
      who.post("/api/reports", { targetType, targetId, reason: "impersonation" });
    const ofMessage = await report(client.b, "message", messageId);
    expect(ofMessage.statusCode, ofMessage.body).toBe(201);
    expect((await report(client.b, "pilot", pilot.pilot.id)).statusCode).toBe(201);
    expect((await report(pilot.b, "client", client.profile.id)).statusCode).toBe(201);

    // Someone outside the conversation never saw the message: nothing to report there.
    const outsider = await createTestClient(t);
    expect((await report(outsider.b, "message", messageId)).statusCode).toBe(404);
    // Nobody reports themselves or their own things; unknown targets are 404; bad input 400.
    const own = await report(pilot.b, "pilot", pilot.pilot.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_REPORT_MESSAGE);
    expect((await report(client.b, "job", randomUUID())).statusCode).toBe(404);
    const badReason = await client.b.post("/api/reports", {
      targetType: "pilot",
      targetId: pilot.pilot.id,
      reason: "boring",
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toHaveProperty("requestId");
    const signedOut = await new TestBrowser(t).post("/api/reports", {
      targetType: "pilot",
      targetId: pilot.pilot.id,
      reason: "spam",
    });
    expect(signedOut.statusCode).toBe(401);

    const messages = (
      await operator.b.get("/api/admin/reports?targetType=message")
    ).json() as AdminReportsPage;
    const item = messages.items.find((r) => r.id === ofMessage.json().id);
    expect(item).toMatchObject({
      targetLabel: "Send me your card number and I will book the flight.",
      targetUser: { id: pilot.user.id },
    });
    const dismissed = await operator.b.post(`/api/admin/reports/${item!.id}/decide`, {
      outcome: "dismissed",
      note: "The pilot was quoting a scam message they received.",
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, client.user.id), eq(notifications.kind, "report_outcome")),
      );
    expect(told).toMatchObject({ title: "We reviewed your report" });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, item!.id));
    expect(entry?.action).toBe("report_dismiss");
  });

  it("makes one report of two sent at once", async () => {
    const client = await createTestClient(t);
    const reporter = await createJobPilot(t, "austin");
    const body = { targetType: "client", targetId: client.profile.id, reason: "spam" };
    const answers = await Promise.all([
      reporter.b.post("/api/reports", body),
      reporter.b.post("/api/reports", body),
      reporter.b.post("/api/reports", body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
