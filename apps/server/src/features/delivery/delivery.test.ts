import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELIVERY_NEEDS_FILES_MESSAGE,
  DELIVERED_FILE_LOCKED_MESSAGE,
  FLIGHT_LOG_REQUIRED_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  type DeliveryState,
  type JobDto,
  type JobFileDto,
} from "@skyhire/shared";
import { jobEvents, jobFiles, jobs, notifications } from "../../db/schema";
import { logTestFlight } from "../../testing/flightLogFixtures";
import { createTestClient, postTestJob } from "../../testing/jobFixtures";
import { testDatabases } from "../../testing/testApp";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";
import {
  buildDeliveryTestApp,
  type DeliveryTestApp,
  deliveredJob,
  hiredJob,
  postWithKey,
  sampleFiles,
  uploadOk,
} from "./testFixtures";

describe.each(testDatabases())("delivery flow (%s)", (kind) => {
  let t: DeliveryTestApp;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function notificationKinds(userId: string): Promise<string[]> {
    const rows = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return rows.map((r) => r.kind);
  }

  it("starts, uploads, delivers, takes a change request, re-delivers and is approved", async () => {
    const { client, pilot, job } = await hiredJob(t, 450_00);
    const id = job.id;

    const started = await pilot.b.post(`/api/jobs/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as JobDto).status).toBe("in_progress");
    expect(await notificationKinds(client.user.id)).toContain("mission_started");

    // Nothing to deliver yet.
    const empty = await pilot.b.post(`/api/jobs/${id}/deliver`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(DELIVERY_NEEDS_FILES_MESSAGE);

    const files = await uploadOk(pilot.b, id, [
      { name: "Été à Québec.jpg", content: sampleFiles.jpeg(), contentType: "text/html" },
      { name: "flight.mp4", content: sampleFiles.mp4() },
      { name: "report.pdf", content: sampleFiles.pdf() },
    ]);
    expect(
      files.map((f) => [f.name, f.contentType, f.kind, f.deliveryRound, f.uploadedBy]),
    ).toEqual([
      ["Été à Québec.jpg", "image/jpeg", "image", 1, "pilot"],
      ["flight.mp4", "video/mp4", "video", 1, "pilot"],
      ["report.pdf", "application/pdf", "document", 1, "pilot"],
    ]);
    expect(await t.storedFiles()).toHaveLength(3);

    // The pilot takes one back before delivering.
    const removed = await pilot.b.request({ method: "DELETE", url: `/api/files/${files[2]!.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    const [gone] = await db().select().from(jobFiles).where(eq(jobFiles.id, files[2]!.id));
    expect(gone).toBeUndefined();

    // Files alone are not enough: the delivery needs the job's flight log.
    const unlogged = await pilot.b.post(`/api/jobs/${id}/deliver`);
    expect(unlogged.statusCode).toBe(409);
    expect(unlogged.json()).toMatchObject({ message: FLIGHT_LOG_REQUIRED_MESSAGE });
    await logTestFlight(pilot.b, id);
    const delivered = await pilot.b.post(`/api/jobs/${id}/deliver`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((delivered.json() as JobDto).status).toBe("ready_for_review");
    expect(await notificationKinds(client.user.id)).toContain("delivery_ready");

    // Delivered files stay.
    const locked = await pilot.b.request({ method: "DELETE", url: `/api/files/${files[0]!.id}` });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(DELIVERED_FILE_LOCKED_MESSAGE);

    const state = (await client.b.get(`/api/jobs/${id}/delivery`)).json() as DeliveryState;
    expect(state).toMatchObject({ status: "ready_for_review", round: 1, currentRoundFiles: 2 });
    expect(state.viewerRole).toBe("client");
    expect(new Date(state.autoApprovesAt!).getTime() - new Date(state.deliveredAt!).getTime()).toBe(
      14 * 86_400_000,
    );

    const sentBack = await client.b.post(`/api/jobs/${id}/request-changes`, {
      reason: "Please add two shots of the north facade.",
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect((sentBack.json() as JobDto).status).toBe("in_progress");
    expect(await notificationKinds(pilot.user.id)).toContain("changes_requested");

    const second = (await pilot.b.get(`/api/jobs/${id}/delivery`)).json() as DeliveryState;
    expect(second).toMatchObject({ round: 2, currentRoundFiles: 0, autoApprovesAt: null });
    expect(second.changeRequests).toEqual([
      { round: 1, reason: "Please add two shots of the north facade.", at: expect.any(String) },
    ]);
    // Round 2 needs its own files.
    expect((await pilot.b.post(`/api/jobs/${id}/deliver`)).statusCode).toBe(409);
    const [north] = await uploadOk(pilot.b, id, [
      { name: "north.png", content: sampleFiles.png() },
    ]);
    expect(north!.deliveryRound).toBe(2);
    expect((await pilot.b.post(`/api/jobs/${id}/deliver`)).statusCode).toBe(200);

    const all = (await client.b.get(`/api/jobs/${id}/files`)).json() as JobFileDto[];
    // Round by round (names within a round sort by the database's collation).
    expect(all.map((f) => f.deliveryRound)).toEqual([1, 1, 2]);
    expect(all.map((f) => f.name).sort()).toEqual(["flight.mp4", "north.png", "Été à Québec.jpg"]);

    // Approval needs an Idempotency-Key, moves the escrow once.
    const noKey = await client.b.post(`/api/jobs/${id}/approve`);
    expect(noKey.statusCode).toBe(400);
    const key = "approve-once-1";
    const approved = await postWithKey(client.b, `/api/jobs/${id}/approve`, undefined, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as JobDto).status).toBe("completed");
    const replay = await postWithKey(client.b, `/api/jobs/${id}/approve`, undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(approved.json());

    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(await balanceOf(db(), { kind: "escrow", jobId: id })).toBe(0);
    // 450 less 10% commission.
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(405_00);
    expect(await notificationKinds(pilot.user.id)).toContain("delivery_approved");

    const again = await postWithKey(client.b, `/api/jobs/${id}/approve`);
    expect(again.statusCode).toBe(409);

    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      totalOfEntries: 0,
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
    });

    const history = await db()
      .select({ event: jobEvents.event, note: jobEvents.note })
      .from(jobEvents)
      .where(eq(jobEvents.jobId, id))
      .orderBy(jobEvents.createdAt);
    expect(history.map((h) => h.event)).toEqual([
      "post",
      "hire",
      "start",
      "deliver",
      "request_changes",
      "deliver",
      "approve",
    ]);
  });

  it("refuses approving a job that was never hired with 409, not a 500 (property test finding)", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client);
    const approve = await postWithKey(client.b, `/api/jobs/${job.id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("This job is open: it can't be approved now.");
  });

  it("refuses each step out of order with 409 and the lifecycle's words", async () => {
    const { client, pilot, job } = await hiredJob(t);
    const id = job.id;
    const deliver = await pilot.b.post(`/api/jobs/${id}/deliver`);
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json().message).toBe("This job is assigned: it can't be delivered now.");
    const upload = await pilot.b.request({
      method: "POST",
      url: `/api/jobs/${id}/files`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect(upload.statusCode).toBe(409);
    const approve = await postWithKey(client.b, `/api/jobs/${id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("This job is assigned: it can't be approved now.");
    const changes = await client.b.post(`/api/jobs/${id}/request-changes`, {
      reason: "Something is not right here.",
    });
    expect(changes.statusCode).toBe(409);

    expect((await pilot.b.post(`/api/jobs/${id}/start`)).statusCode).toBe(200);
    const twice = await pilot.b.post(`/api/jobs/${id}/start`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This job is in progress: it can't be started now.");
  });

  it("validates the change request's reason", async () => {
    const { client, job } = await deliveredJob(t);
    const res = await client.b.post(`/api/jobs/${job.id}/request-changes`, { reason: "no" });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("body.reason");
  });

  it("moves money exactly once when two approvals race", async () => {
    const { client, pilot, job } = await deliveredJob(t, 300_00);
    const results = await Promise.all(
      [1, 2, 3].map(() => postWithKey(client.b, `/api/jobs/${job.id}/approve`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(270_00);
    const approvals = await db()
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.event, "approve")));
    expect(approvals).toHaveLength(1);
  });

  it("answers the Idempotency-Key header by its shared name", () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe("Idempotency-Key");
  });
});
