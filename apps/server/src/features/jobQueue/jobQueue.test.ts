import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { BACKGROUND_WORK_ON, waitUntil } from "../../testing/jobQueue";
import { ALL_QUEUES } from "./queues";

describe.each(testDatabases())("job queue (%s)", (kind) => {
  describe("with no background work on", () => {
    let t: TestApp;
    // In a hook: the suite's first app pays for the migrated template, slow on a busy machine.
    beforeAll(async () => {
      t = await buildTestApp(kind);
    });
    afterAll(() => t.close());

    it("is not started, nor its schema installed", async () => {
      expect(t.app.jobQueue).toBeNull();
      const found = await t.app.db.execute<{ name: string | null }>(
        sql`select to_regclass('pgboss.job')::text as name`,
      );
      expect(found.rows[0]!.name).toBeNull();
    });
  });

  describe("with background work on", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: BACKGROUND_WORK_ON });
      await t.app.ready();
    });
    afterAll(async () => {
      await t.close();
    });

    it("declares every queue with its retry limit, backoff and dead-letter queue", async () => {
      const boss = t.app.jobQueue!;
      for (const queue of ALL_QUEUES) {
        expect(await boss.getQueue(queue.name)).toMatchObject({
          policy: queue.policy,
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelay,
          retryBackoff: true,
          deadLetter: queue.deadLetter,
        });
        expect(await boss.getQueue(queue.deadLetter)).not.toBeNull();
      }
    });

    it("lets the job in flight finish before the server stops", async () => {
      const boss = t.app.jobQueue!;
      await boss.createQueue("test-slow");
      let started = false;
      let finished = false;
      await boss.work("test-slow", { pollingIntervalSeconds: 0.5 }, async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      });
      const id = await boss.send("test-slow", {});
      await waitUntil(() => started);
      await t.app.close();
      expect(finished).toBe(true);
      const job = await boss.getJobById("test-slow", id!);
      expect(job?.state).toBe("completed");
    });
  });
});
