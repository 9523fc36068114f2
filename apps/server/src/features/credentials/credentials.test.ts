import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  adminCredentialsSchema,
  credentialDocumentRefusedMessage,
  CREDENTIAL_NOT_PENDING_MESSAGE,
  isoDateOf,
  myCredentialsSchema,
  OWN_CREDENTIAL_REVIEW_MESSAGE,
} from "@skyhire/shared";
import { credentialDecisions, notifications } from "../../db/schema";
import { createJobPilot, createTestClient, type TestJobPilot } from "../../testing/jobFixtures";
import { testDatabases } from "../../testing/testApp";
import {
  buildDeliveryTestApp,
  type DeliveryTestApp,
  createAdmin,
  makeAdmin,
  sampleFiles,
} from "../delivery/testFixtures";
import { submitAs } from "./testUpload";

const today = isoDateOf(new Date());
const part107Fields = {
  certificateNumber: "4123456",
  certificateType: "permanent",
  lastTestOn: addDays(today, -60),
};
const insuranceFields = {
  insurer: "Skyward Mutual",
  policyNumber: "SKY-1234-AB",
  coverageDollars: "1000000",
  effectiveOn: addDays(today, -10),
  expiresOn: addDays(today, 355),
};
const pdf = { name: "certificate.pdf", content: sampleFiles.pdf(4096) };

describe.each(testDatabases())("pilot credentials (%s)", (kind) => {
  let t: DeliveryTestApp;
  let ops: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    ops = await createAdmin(t);
  });
  afterAll(() => t.close());

  /** A pilot with nothing verified yet. */
  const newPilot = (lastName = "Pilot"): Promise<TestJobPilot> =>
    createJobPilot(t, "austin", {
      lastName,
      credentials: { part107: false, insuranceCents: null },
    });

  async function queuePage(query = "") {
    const res = await ops.b.get(`/api/admin/credentials${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminCredentialsSchema.parse(res.json());
  }
  /** The whole pending queue: this suite keeps it under the largest page. */
  const queue = async () => (await queuePage("?pageSize=50")).credentials;

  it("takes a certificate with its fields and document into pending review", async () => {
    const p = await newPilot();
    const res = await submitAs(p.b, "part107", part107Fields, pdf);
    expect(res.statusCode, res.body).toBe(200);
    const mine = myCredentialsSchema.parse(res.json());
    expect(mine.part107).toMatchObject({
      state: "pending_review",
      certificateNumber: "4123456",
      lastTestOn: part107Fields.lastTestOn,
      nightEligible: true,
      document: { fileName: "certificate.pdf", contentType: "application/pdf", sizeBytes: 4096 },
    });
    expect(mine.insurance).toBeNull();
    const listed = (await queue()).find((c) => c.id === mine.part107?.id);
    expect(listed?.pilot.name).toBe("Pat Pilot");
  });

  it("refuses other file types and bad fields, keeping nothing", async () => {
    const p = await newPilot();
    const before = (await t.storedFiles()).length;
    const zip = await submitAs(p.b, "part107", part107Fields, {
      name: "scan.pdf",
      content: sampleFiles.zip(),
    });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toBe(credentialDocumentRefusedMessage("scan.pdf"));
    const bad = await submitAs(
      p.b,
      "part107",
      { ...part107Fields, certificateType: "temporary", lastTestOn: "2025-02-29" },
      pdf,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { path: "body.issuedOn", message: "A temporary certificate needs its issue date" },
        {
          path: "body.lastTestOn",
          message: "Latest test or training date must be a date (YYYY-MM-DD)",
        },
      ]),
    );
    const noFile = await submitAs(p.b, "insurance", insuranceFields, null);
    expect(noFile.statusCode).toBe(400);
    expect((await t.storedFiles()).length).toBe(before);
  });

  it("lists the queue oldest first and streams documents to their pilot and operators only", async () => {
    const first = await newPilot();
    const second = await newPilot();
    await submitAs(first.b, "insurance", insuranceFields, pdf);
    await submitAs(second.b, "insurance", insuranceFields, {
      name: "coi.png",
      content: sampleFiles.png(),
    });
    const pending = await queue();
    const times = pending.map((c) => c.submittedAt);
    expect(times).toEqual([...times].sort());
    const mine = myCredentialsSchema.parse((await first.b.get("/api/credentials")).json());
    const id = mine.insurance!.id;

    const own = await first.b.get(`/api/credentials/${id}/document`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.7");
    const operator = await ops.b.get(`/api/admin/credentials/${id}/document`);
    expect(operator.statusCode).toBe(200);
    // The review screen embeds it: framing by this site's pages only.
    expect(operator.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(operator.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect((await second.b.get(`/api/credentials/${id}/document`)).statusCode).toBe(404);
    expect((await second.b.get(`/api/admin/credentials/${id}/document`)).statusCode).toBe(404);
    expect((await second.b.get("/api/admin/credentials")).statusCode).toBe(404);
  });

  it("pages the queue in order, finds a pilot by name or email, and answers the last page past its end", async () => {
    const unique = `Queue${Date.now().toString(36)}`;
    const pilots = [await newPilot(unique), await newPilot(unique), await newPilot(unique)];
    for (const p of pilots) await submitAs(p.b, "part107", part107Fields, pdf);

    const whole = await queuePage("?pageSize=50");
    const paged = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      const one = await queuePage(`?pageSize=2&page=${page}`);
      expect(one).toMatchObject({ total: whole.total, page, pageSize: 2 });
      paged.push(...one.credentials.map((c) => c.id));
    }
    expect(paged).toEqual(whole.credentials.map((c) => c.id));

    const byName = await queuePage(`?q=${encodeURIComponent(`pat ${unique.toLowerCase()}`)}`);
    expect(byName.total).toBe(3);
    const byEmail = await queuePage(`?q=${encodeURIComponent(pilots[1]!.user.email)}`);
    expect(byEmail.credentials.map((c) => c.pilot.email)).toEqual([pilots[1]!.user.email]);
    // LIKE's wildcards are literal: "%" matches no one's name or email.
    expect((await queuePage("?q=%25")).total).toBe(0);

    const last = Math.ceil(whole.total / 2);
    const past = await queuePage("?pageSize=2&page=9999");
    expect(past.page).toBe(last);
    expect(past.credentials.map((c) => c.id)).toEqual(paged.slice((last - 1) * 2));

    for (const bad of ["?pageSize=0", "?pageSize=51", "?page=0", "?status=all"]) {
      const res = await ops.b.get(`/api/admin/credentials${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
  });

  it("records each decision, tells the pilot, and sends a changed document back to review", async () => {
    const p = await newPilot();
    const submitted = myCredentialsSchema.parse(
      (await submitAs(p.b, "insurance", insuranceFields, pdf)).json(),
    );
    const id = submitted.insurance!.id;
    // A pilot is no operator: the area does not exist for them.
    expect((await p.b.post(`/api/admin/credentials/${id}/approve`)).statusCode).toBe(404);

    const rejected = await ops.b.post(`/api/admin/credentials/${id}/reject`, {
      reason: "The policy number is unreadable.",
    });
    expect(rejected.statusCode, rejected.body).toBe(204);
    const after = myCredentialsSchema.parse((await p.b.get("/api/credentials")).json());
    expect(after.insurance).toMatchObject({
      state: "rejected",
      rejectionReason: "The policy number is unreadable.",
    });
    const again = await ops.b.post(`/api/admin/credentials/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CREDENTIAL_NOT_PENDING_MESSAGE);

    const resubmitted = myCredentialsSchema.parse(
      (await submitAs(p.b, "insurance", insuranceFields, pdf)).json(),
    );
    expect(resubmitted.insurance).toMatchObject({
      id,
      state: "pending_review",
      rejectionReason: null,
    });
    expect((await ops.b.post(`/api/admin/credentials/${id}/approve`)).statusCode).toBe(204);
    const verified = myCredentialsSchema.parse((await p.b.get("/api/credentials")).json());
    expect(verified.insurance?.state).toBe("verified");

    const decisions = await t.database.db
      .select()
      .from(credentialDecisions)
      .where(eq(credentialDecisions.credentialId, id));
    expect(decisions.map((d) => [d.decision, d.operatorUserId, d.reason]).sort()).toEqual([
      ["approved", ops.user.id, null],
      ["rejected", ops.user.id, "The policy number is unreadable."],
    ]);
    const told = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, p.user.id));
    expect(told.map((n) => n.kind).sort()).toEqual(["credential_rejected", "credential_verified"]);
    await t.app.notificationEmail.drain();
    expect(
      t.mail
        .filter((m) => m.to === p.user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(["Certificate of insurance rejected", "Certificate of insurance verified"]);
  });

  it("never lets an operator review their own credential", async () => {
    const p = await newPilot();
    await makeAdmin(t, p.user.id);
    const mine = myCredentialsSchema.parse(
      (await submitAs(p.b, "part107", part107Fields, pdf)).json(),
    );
    const res = await p.b.post(`/api/admin/credentials/${mine.part107!.id}/approve`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OWN_CREDENTIAL_REVIEW_MESSAGE);
  });

  it("keeps numbers, insurers and documents out of public answers", async () => {
    const p = await createJobPilot(t, "austin");
    const res = await createTestClient(t).then((c) => c.b.get(`/api/pilots/${p.pilot.id}`));
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).not.toContain("4123456");
    expect(body).not.toContain("Skyward");
    expect(body).not.toContain("SKY-TEST-1");
    expect(res.json().credentials).toEqual({
      part107: { checkedOn: today },
      insurance: { coverageCents: 100_000_000, checkedOn: today },
      fleet: null,
    });
  });
});
