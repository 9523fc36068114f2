import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountDeletionCheckSchema,
  DELETE_CONFIRMATION_MISMATCH_MESSAGE,
  DELETE_PASSWORD_REQUIRED_MESSAGE,
  DELETE_PASSWORD_WRONG_MESSAGE,
  deletionRefusalDetailsSchema,
  type DeletionBlockerCode,
} from "@skyhire/shared";
import { users } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { browserFor, createTestClient } from "../../testing/jobFixtures";
import { testDatabases } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { setPassword } from "../auth/accounts";
import { approvedJob, paidJob } from "../checkout/testing";
import { buildDeliveryTestApp, type DeliveryTestApp } from "../delivery/testFixtures";

describe.each(testDatabases())("deleting an account: refusals (%s)", (kind) => {
  let t: DeliveryTestApp;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
  });
  afterAll(() => t.close());

  const userRow = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  /** Tries the deletion (confirmed properly) and answers the 409's reason codes. */
  async function refusedWith(b: TestBrowser, email: string): Promise<DeletionBlockerCode[]> {
    const check = accountDeletionCheckSchema.parse((await b.get("/api/account/deletion")).json());
    const res = await b.post("/api/account/delete", { confirmation: email });
    expect(res.statusCode, res.body).toBe(409);
    const { message, details } = res.json() as { message: string; details: unknown };
    expect(message).toMatch(/^Your account can't be deleted yet\. /);
    const { blockers } = deletionRefusalDetailsSchema.parse(details);
    for (const blocker of blockers) expect(message).toContain(blocker.message);
    // The check the settings page shows beforehand says the same.
    expect(check).toMatchObject({ allowed: false, blockers });
    return blockers.map((b) => b.code);
  }

  it("needs a session, the email or DELETE typed out, and the password of a password account", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { confirmation: "DELETE" },
      headers: { origin: new URL(t.config.appUrl).origin },
    });
    expect(anonymous.statusCode).toBe(401);

    const user = await createTestUser(t.database.db);
    const b = await browserFor(t, user.id);
    const cases = [
      [{ confirmation: "delete me" }, DELETE_CONFIRMATION_MISMATCH_MESSAGE],
      [{ confirmation: "someone-else@example.com" }, DELETE_CONFIRMATION_MISMATCH_MESSAGE],
      [{ confirmation: "DELETE" }, DELETE_PASSWORD_REQUIRED_MESSAGE],
      [
        { confirmation: user.email.toUpperCase(), password: "not-it" },
        DELETE_PASSWORD_WRONG_MESSAGE,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await b.post("/api/account/delete", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await b.post("/api/account/delete", {});
    expect(missing.statusCode).toBe(400);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, deletedAt: null });
    expect(accountDeletionCheckSchema.parse((await b.get("/api/account/deletion")).json())).toEqual(
      { allowed: true, passwordRequired: true, blockers: [] },
    );
  });

  it("refuses both sides of a hired job: money in escrow and a job in progress", async () => {
    const job = await paidJob(t);
    expect(await refusedWith(job.client.b, job.client.user.email)).toEqual([
      "money_in_escrow",
      "job_in_progress",
    ]);
    expect(await refusedWith(job.pilot.b, job.pilot.user.email)).toEqual([
      "money_in_escrow",
      "job_in_progress",
    ]);
    const res = await job.client.b.post("/api/account/delete", { confirmation: "DELETE" });
    expect(res.json().message).toContain("$420.00 is held in escrow on 1 job");
    expect(res.json().message).toContain('1 job in progress ("Aerial photos of a family home")');
    expect(await userRow(job.client.user.id)).toMatchObject({ deletedAt: null });
  });

  it("refuses while a dispute is open, naming it beside the escrow", async () => {
    const job = await paidJob(t);
    expect((await job.pilot.b.post(`/api/jobs/${job.jobId}/start`)).statusCode).toBe(200);
    const opened = await job.client.b.post(`/api/jobs/${job.jobId}/disputes`, {
      reason: "The pilot flew the wrong address.",
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await refusedWith(job.client.b, job.client.user.email)).toEqual([
      "money_in_escrow",
      "open_dispute",
    ]);
    expect(await refusedWith(job.pilot.b, "DELETE")).toEqual(["money_in_escrow", "open_dispute"]);
  });

  it("refuses a pilot whose earnings are not paid out yet; the client of the job may go", async () => {
    const job = await approvedJob(t, 500_00);
    await setPassword(t.database.db, job.pilot.user.id, TEST_PASSWORD);
    const res = await job.pilot.b.post("/api/account/delete", {
      confirmation: "DELETE",
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    const { blockers } = deletionRefusalDetailsSchema.parse(res.json().details);
    expect(blockers).toEqual([
      {
        code: "unpaid_balance",
        message:
          "Unpaid balance: $450.00 of your earnings hasn't been paid out yet. Withdraw it from Earnings and wait for the payout first.",
      },
    ]);
    const check = await job.client.b.get("/api/account/deletion");
    expect(check.json()).toMatchObject({ allowed: true, blockers: [] });
  });

  it("refuses an operator", async () => {
    const ops = await createTestUser(t.database.db, { role: "admin", password: null });
    const b = await browserFor(t, ops.id);
    expect(await refusedWith(b, "DELETE")).toEqual(["operator"]);
  });

  it("lists every reason at once", async () => {
    const client = await createTestClient(t, { canFly: true });
    const first = await paidJob(t);
    // Make the first job's client an operator too: escrow, job in progress and operator.
    await t.database.db
      .update(users)
      .set({ role: "admin" })
      .where(eq(users.id, first.client.user.id));
    expect(await refusedWith(first.client.b, "DELETE")).toEqual([
      "money_in_escrow",
      "job_in_progress",
      "operator",
    ]);
    expect((await client.b.get("/api/account/deletion")).json()).toMatchObject({ allowed: true });
  });
});
