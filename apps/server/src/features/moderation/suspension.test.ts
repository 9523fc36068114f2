import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELETED_ACCOUNT_MODERATION_MESSAGE,
  ACCOUNT_SUSPENDED_ERROR_CODE,
  ALREADY_SUSPENDED_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
  OPERATOR_SUSPENSION_MESSAGE,
  OWN_ACCOUNT_MODERATION_MESSAGE,
  REALTIME_SUSPENDED_CLOSE_CODE,
  type AdminUserDetail,
} from "@skyhire/shared";
import { applications, auditLog, sessions, users } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import {
  applicationForm,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import type { TestApp } from "../../testing/testApp";
import { testDatabases } from "../../testing/testApp";
import { TEST_PASSWORD } from "../../testing/users";
import { setPassword } from "../auth/accounts";
import { buildDeliveryTestApp, createAdmin, hiredJob } from "../delivery/testFixtures";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";
import { listenForTest, openTestSocket } from "../realtime/testSockets";

const REASON = "Repeated fraudulent listings reported by three clients.";

describe.each(testDatabases())("suspending an account (%s)", (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof createAdmin>>;
  let wsBase: string;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    operator = await createAdmin(t);
    wsBase = await listenForTest(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const suspend = (userId: string, reason = REASON) =>
    operator.b.post(`/api/admin/users/${userId}/suspend`, { reason });
  const reinstate = (userId: string) =>
    operator.b.post(`/api/admin/users/${userId}/reinstate`, {
      reason: "Appeal reviewed: the listings were genuine.",
    });

  /** Pilot ids a signed-in client finds near Austin (nearest, by rating) and with no place. */
  async function searchIds(viewer: TestBrowser) {
    const run = async (query: string) => {
      const res = await viewer.get(`/api/pilots/search?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { pilots: { id: string }[] }).pilots.map((p) => p.id);
    };
    return [
      ...(await run("location=Austin,TX&pageSize=50")),
      ...(await run("location=Austin,TX&sort=rating&pageSize=50")),
      ...(await run("pageSize=50")),
    ];
  }
  const boardIds = async (viewer: TestBrowser) => {
    const res = await viewer.get("/api/jobs?pageSize=50");
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: string }[] }).items.map((j) => j.id);
  };

  it("ends every session and socket, refuses sign-in with the reason, and hides the pilot from search until reinstated", async () => {
    const viewer = await createTestClient(t);
    const pilot = await createJobPilot(t, "austin", { firstName: "Sam", lastName: "Suspended" });
    await setPassword(db(), pilot.user.id, TEST_PASSWORD);
    const secondTab = new TestBrowser(t);
    expect(
      (
        await secondTab.post("/api/auth/login", {
          email: pilot.user.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const socket = await openTestSocket(wsBase, t.config, { token: pilot.b.token });
    expect((await searchIds(viewer.b)).filter((id) => id === pilot.pilot.id)).toHaveLength(3);

    const res = await suspend(pilot.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminUserDetail;
    expect(detail.user).toMatchObject({ suspensionReason: REASON });
    expect(detail.user.suspendedAt).not.toBeNull();

    // Every session is gone at once, and the open socket is closed with the suspension code.
    expect(await db().select().from(sessions).where(eq(sessions.userId, pilot.user.id))).toEqual(
      [],
    );
    expect((await socket.closed).code).toBe(REALTIME_SUSPENDED_CLOSE_CODE);
    // Told why just before, so the tab's sign-in screen can say it.
    expect(socket.events).toContainEqual({ type: "account_suspended", reason: REASON });
    expect((await pilot.b.get("/api/auth/user")).statusCode).toBe(401);
    expect((await secondTab.get("/api/auth/user")).statusCode).toBe(401);
    // A new socket is refused too.
    const again = await openTestSocket(wsBase, t.config, { token: pilot.b.token });
    expect((await again.closed).code).toBe(4401);

    // Signing in again is refused with the operator's reason; a wrong password learns nothing.
    const login = await new TestBrowser(t).post("/api/auth/login", {
      email: pilot.user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      message: `This account is suspended: ${REASON}`,
      details: { code: ACCOUNT_SUSPENDED_ERROR_CODE, reason: REASON },
    });
    const wrong = await new TestBrowser(t).post("/api/auth/login", {
      email: pilot.user.email,
      password: "not-the-password-at-all",
    });
    expect(wrong.statusCode).toBe(401);

    // Search (all three statements) and the public profile no longer show the pilot.
    expect(await searchIds(viewer.b)).not.toContain(pilot.pilot.id);
    expect((await viewer.b.get(`/api/pilots/${pilot.pilot.id}`)).statusCode).toBe(404);

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, pilot.user.id));
    expect(entry).toMatchObject({
      operatorUserId: operator.user.id,
      action: "user_suspend",
      targetType: "user",
      reason: REASON,
      details: { sessionsEnded: 2 },
    });

    // Reinstated: listed again and able to sign in.
    const back = await reinstate(pilot.user.id);
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as AdminUserDetail).user.suspendedAt).toBeNull();
    expect((await searchIds(viewer.b)).filter((id) => id === pilot.pilot.id)).toHaveLength(3);
    const signIn = await new TestBrowser(t).post("/api/auth/login", {
      email: pilot.user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, pilot.user.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["user_reinstate", "user_suspend"]);
  });

  it("takes a suspended client's open jobs off the board and puts them back on reinstatement", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client, { title: "Roof inspection of a warehouse" });
    const browsing = await createJobPilot(t, "austin");
    expect(await boardIds(browsing.b)).toContain(job.id);

    expect((await suspend(client.user.id)).statusCode).toBe(200);
    expect(await boardIds(browsing.b)).not.toContain(job.id);
    // Nor can a pilot apply to it or open its page from the board.
    const apply = await browsing.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
    expect(apply.statusCode).toBe(404);
    expect((await browsing.b.get(`/api/jobs/${job.id}`)).statusCode).toBe(404);

    expect((await reinstate(client.user.id)).statusCode).toBe(200);
    expect(await boardIds(browsing.b)).toContain(job.id);
  });

  it("leaves money in escrow where it is", async () => {
    const hired = await hiredJob(t, 300_00);
    const before = await balanceOf(db(), { kind: "escrow", jobId: hired.job.id });
    expect(before).toBeGreaterThan(0);
    expect((await suspend(hired.pilot.user.id)).statusCode).toBe(200);
    expect((await suspend(hired.client.user.id)).statusCode).toBe(200);
    expect(await balanceOf(db(), { kind: "escrow", jobId: hired.job.id })).toBe(before);
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
      driftedAccounts: 0,
    });
    // The operator's page shows what the ledger holds for the client.
    const detail = (
      await operator.b.get(`/api/admin/users/${hired.client.user.id}`)
    ).json() as AdminUserDetail;
    expect(detail.money).toMatchObject({ paidCents: before, inEscrowCents: before });
    expect(detail.jobs.map((j) => j.id)).toContain(hired.job.id);
    const pilotDetail = (
      await operator.b.get(`/api/admin/users/${hired.pilot.user.id}`)
    ).json() as AdminUserDetail;
    expect(pilotDetail.applications.map((a) => a.jobId)).toContain(hired.job.id);
    expect(pilotDetail.credentials.length).toBeGreaterThan(0);
  });

  it("refuses what an operator may not do", async () => {
    const other = await createAdmin(t);
    const someone = await createTestClient(t);
    expect((await suspend(operator.user.id)).json().message).toBe(OWN_ACCOUNT_MODERATION_MESSAGE);
    const onOperator = await suspend(other.user.id);
    expect(onOperator.statusCode).toBe(403);
    expect(onOperator.json().message).toBe(OPERATOR_SUSPENSION_MESSAGE);
    expect((await suspend("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await suspend(someone.user.id, "short")).statusCode).toBe(400);
    expect((await reinstate(someone.user.id)).json().message).toBe(NOT_SUSPENDED_MESSAGE);
    expect((await suspend(someone.user.id)).statusCode).toBe(200);
    const twice = await suspend(someone.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_SUSPENDED_MESSAGE);
    // Refusals leave no audit entry.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, someone.user.id));
    expect(entries).toHaveLength(1);
  });

  it("refuses to suspend an account its owner deleted, and writes no audit entry", async () => {
    const gone = await createTestClient(t);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const res = await suspend(gone.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DELETED_ACCOUNT_MODERATION_MESSAGE);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, gone.user.id))).toEqual(
      [],
    );
  });

  it("suspending a pilot while they apply: the application lands first and stays, or is refused", async () => {
    const outcomes: number[] = [];
    for (let round = 0; round < 6; round++) {
      const client = await createTestClient(t);
      const job = await postTestJob(client);
      const pilot = await createJobPilot(t, "austin");
      const [applied, suspended] = await Promise.all([
        pilot.b.post(`/api/jobs/${job.id}/applications`, applicationForm()),
        suspend(pilot.user.id),
      ]);
      expect(suspended.statusCode, suspended.body).toBe(200);
      const rows = await db().select().from(applications).where(eq(applications.jobId, job.id));
      const listed = await client.b.get(`/api/jobs/${job.id}/applications`);
      expect(listed.statusCode, listed.body).toBe(200);
      const listedIds = (listed.json() as { id: string }[]).map((a) => a.id);
      if (applied.statusCode === 201) {
        // Landed before the suspension: still there, and the client still sees it.
        expect(rows).toHaveLength(1);
        expect(listedIds).toEqual([applied.json().id]);
      } else {
        // Refused (signed out, or the suspension committed first): nothing half-made.
        expect([401, 403]).toContain(applied.statusCode);
        expect(rows).toHaveLength(0);
        expect(listedIds).toEqual([]);
      }
      outcomes.push(applied.statusCode);
      const [account] = await db().select().from(users).where(eq(users.id, pilot.user.id));
      expect(account?.suspendedAt).not.toBeNull();
    }
    expect(outcomes).toHaveLength(6);
  });
});
