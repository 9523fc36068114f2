import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { waitUntil } from "../../testing/jobQueue";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { JOB_QUEUES } from "./queues";

/**
 * The email outbox drained through the job queue (the push outbox shares the mechanism and is
 * held to it in features/push/delivery.test.ts): a request that leaves a notification gets its
 * email out without anyone draining by hand, once, and the pass is a pg-boss job.
 */
describe.each(testDatabases())("outboxes drained through the job queue (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // An interval that never fires in the test: only the wake after the request can send.
    t = await buildTestApp(kind, { env: { EMAIL_INTERVAL_SECONDS: "3600" } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends the email of a request's notification once, in a queued pass", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client);
    await applyToJob(await createJobPilot(t), job.id);

    const toClient = () => t.mail.filter((mail) => mail.to.includes(client.user.email));
    await waitUntil(() => toClient().length > 0);
    const passes = await t.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job
          where name = ${JOB_QUEUES.emailOutbox.name} and state = 'completed'`,
    );
    expect(passes.rows[0]!.count).toBeGreaterThan(0);

    // More passes (asked by hand, as another instance's would run) send nothing twice.
    await t.app.notificationEmail.drain();
    expect(toClient()).toHaveLength(1);
  });

  it("keeps at most one pass waiting however often it is asked", async () => {
    const boss = t.app.jobQueue!;
    await boss.offWork(JOB_QUEUES.emailOutbox.name);
    const asked = await Promise.all(
      [1, 2, 3].map(() => boss.send(JOB_QUEUES.emailOutbox.name, {})),
    );
    // A wake asked after the test above may already be waiting (a slow machine): then none of
    // these is taken. Either way, one pass waits.
    expect(asked.filter((id) => id !== null).length).toBeLessThanOrEqual(1);
    const waiting = await t.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job
          where name = ${JOB_QUEUES.emailOutbox.name} and state in ('created', 'retry')`,
    );
    expect(waiting.rows[0]!.count).toBe(1);
  });
});
