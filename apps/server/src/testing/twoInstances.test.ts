import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import type { DatabaseHandle } from "../db/client";
import { conversationMembers, conversations, jobs, ledgerTransfers, messages } from "../db/schema";
import { runDueTasks } from "../features/delivery/dueTasks";
import { deliveredJob, hiredJob, sampleFiles, uploadOk } from "../features/delivery/testFixtures";
import { proposeRun } from "../features/jobQueue/periodic";
import { JOB_QUEUES } from "../features/jobQueue/queues";
import { outboxDir } from "../features/mail/mailer";
import { BACKGROUND_WORK_ON, waitUntil } from "./jobQueue";
import { applyToJob, createJobPilot, createTestClient, postTestJob } from "./jobFixtures";
import { TestBrowser } from "./browser";
import { startLocalS3, type LocalS3 } from "./s3Server";
import { testConfig, type TestApp } from "./testApp";
import { createTestDatabase, openSecondPool, type TestDatabase } from "./testDatabase";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SkyHire as it runs past one machine (issue 15 §5): two instances, each with its own pool, on
 * one PostgreSQL database and one S3-compatible bucket, nothing shared in memory or on disk.
 * (Real-time fan-out between two instances is proven in features/realtime/realtime.test.ts.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one database and bucket", () => {
  let created: TestDatabase;
  let secondPool: DatabaseHandle;
  let s3: LocalS3;
  const instances: TestApp[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    created = await createTestDatabase("postgres");
    secondPool = await openSecondPool(created.database);
    s3 = await startLocalS3();
    for (const database of [created.database, secondPool]) {
      // Each instance its own DATA_DIR, as on separate machines.
      const dataDir = await mkdtemp(join(tmpdir(), "skyhire-instance-"));
      dataDirs.push(dataDir);
      // Background work on (pg-boss started), its timers never firing during the tests.
      const config = testConfig({ ...s3.env, ...BACKGROUND_WORK_ON, DATA_DIR: dataDir });
      const app: App = await buildApp({ config, database, logger: false });
      instances.push({ app, database, config, mail: [], close: () => app.close() });
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await secondPool?.close();
    await s3?.close();
    await created?.dispose();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  /** The same signed-in browser, its requests going to instance B. */
  function onB(browser: TestBrowser): TestBrowser {
    const copy = new TestBrowser(instances[1]!, browser.ip);
    copy.token = browser.token;
    return copy;
  }

  it("serves through B, to the client, the file the pilot uploaded through A", async () => {
    const [a] = instances;
    const hired = await hiredJob(a!);
    expect((await hired.pilot.b.post(`/api/jobs/${hired.job.id}/start`)).statusCode).toBe(200);
    const photo = sampleFiles.jpeg();
    const [stored] = await uploadOk(hired.pilot.b, hired.job.id, [
      { name: "roof.jpg", content: photo },
    ]);
    const download = await onB(hired.client.b).request({
      method: "GET",
      url: `/api/files/${stored!.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(photo)).toBe(true);
  });

  it("approves an overdue delivery once when both instances run the due tasks at once", async () => {
    const [a, b] = instances;
    const delivered = await deliveredJob(a!);
    const db = created.database.db;
    const deliveredAt = new Date(Date.now() - 15 * DAY_MS);
    await db.update(jobs).set({ deliveredAt }).where(eq(jobs.id, delivered.job.id));

    const now = new Date();
    const [onA, onB] = await Promise.all([runDueTasks(a!.app, now), runDueTasks(b!.app, now)]);

    const approvals = [...onA.approved, ...onB.approved].filter((id) => id === delivered.job.id);
    expect(approvals).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, delivered.job.id));
    expect(job!.status).toBe("completed");
    const releases = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.jobId, delivered.job.id));
    expect(releases.filter((transfer) => transfer.kind === "release")).toHaveLength(1);
  });

  it("runs the scheduled due tasks once when both instances ask for the same time slot", async () => {
    const [a, b] = instances;
    const delivered = await deliveredJob(a!);
    const db = created.database.db;
    const deliveredAt = new Date(Date.now() - 15 * DAY_MS);
    await db.update(jobs).set({ deliveredAt }).where(eq(jobs.id, delivered.job.id));

    const queue = JOB_QUEUES.dueTasks;
    const asked = await Promise.all(
      [a!, b!].map((instance) => proposeRun(instance.app.jobQueue!, queue, 3600)),
    );
    const ids = asked.filter((id): id is string => id !== null);
    expect(ids).toHaveLength(1);
    const boss = a!.app.jobQueue!;
    await waitUntil(
      async () => (await boss.getJobById(queue.name, ids[0]!))?.state === "completed",
    );

    const [job] = await db.select().from(jobs).where(eq(jobs.id, delivered.job.id));
    expect(job!.status).toBe("completed");
    const releases = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.jobId, delivered.job.id));
    expect(releases.filter((transfer) => transfer.kind === "release")).toHaveLength(1);
    // Asking again in the same slot, from either instance, runs nothing more.
    expect(await proposeRun(b!.app.jobQueue!, queue, 3600)).toBeNull();
  });

  it("sends one email per event when both instances send at once, each from its own disk", async () => {
    const [a, b] = instances;
    const client = await createTestClient(a!);
    const job = await postTestJob(client);
    const pilots = await Promise.all([1, 2, 3].map(() => createJobPilot(a!)));
    for (const pilot of pilots) await applyToJob(pilot, job.id);
    // A message unread for 11 minutes: its digest is queued by one instance only.
    const started = await client.b.post("/api/conversations", {
      pilotProfileId: pilots[0]!.pilot.id,
    });
    const sentAt = new Date(Date.now() - 11 * 60_000);
    await created.database.db.insert(messages).values({
      id: randomUUID(),
      conversationId: started.json().id,
      senderUserId: pilots[0]!.user.id,
      body: "Sent from the field",
      createdAt: sentAt,
    });
    await created.database.db
      .update(conversations)
      .set({ lastMessageAt: sentAt })
      .where(eq(conversations.id, started.json().id));
    // What the send's statement does for the recipient (features/messages/sendStatement.ts).
    await created.database.db
      .update(conversationMembers)
      .set({ oldestUnnotifiedAt: sentAt })
      .where(
        and(
          eq(conversationMembers.conversationId, started.json().id),
          eq(conversationMembers.userId, client.user.id),
        ),
      );

    for (let round = 0; round < 3; round++) {
      await Promise.all([a!.app.notificationEmail.drain(), b!.app.notificationEmail.drain()]);
    }

    // Each instance writes what it sends to its own DATA_DIR/outbox (no SMTP_URL).
    const subjects: string[] = [];
    for (const instance of instances) {
      const dir = outboxDir(instance.config);
      for (const file of await readdir(dir).catch(() => [])) {
        const raw = await readFile(join(dir, file), "utf8");
        if (!raw.includes(`To: ${client.user.email}`)) continue;
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? "");
      }
    }
    expect(subjects.sort()).toEqual([
      "New application",
      "New application",
      "New application",
      "New message from Pat P.",
    ]);
  });
});
