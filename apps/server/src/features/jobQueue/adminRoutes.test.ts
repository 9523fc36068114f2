import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../testing/browser";
import { BACKGROUND_WORK_ON } from "../../testing/jobQueue";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createAdmin } from "../delivery/testFixtures";
import { JOB_QUEUES } from "./queues";

const METRICS_FROM = { remoteAddress: "127.0.0.1" };

/** The value of one sample line of /metrics, e.g. `skyhire_background_jobs{...} 1`. */
function sample(text: string, series: string): number {
  const found = text.split("\n").find((line) => line.startsWith(`${series} `));
  return found ? Number(found.split(" ").at(-1)) : NaN;
}

describe.each(testDatabases())("operator view of background jobs (%s)", (kind) => {
  describe("with no background work on", () => {
    let t: TestApp;
    // In a hook: the suite's first app pays for the migrated template, slow on a busy machine.
    beforeAll(async () => {
      t = await buildTestApp(kind);
    });
    afterAll(() => t.close());

    it("lists nothing, and has nothing to retry", async () => {
      const operator = await createAdmin(t);
      const res = await operator.b.get("/api/admin/background-jobs?state=failed");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ running: false, jobs: [] });
      const retry = await operator.b.post(`/api/admin/background-jobs/${randomUUID()}/retry`);
      expect(retry.statusCode).toBe(404);
    });
  });

  describe("with background work on", () => {
    let t: TestApp;
    // A queue without a worker in this app (its outbox interval is 0), so nothing runs the job.
    const queue = JOB_QUEUES.pushOutbox;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: BACKGROUND_WORK_ON });
      await t.app.ready();
    });
    afterAll(() => t.close());

    /** A job that gave up: sent without retries, its one run failing with `message`. */
    async function failedJob(message: string): Promise<string> {
      const boss = t.app.jobQueue!;
      const id = (await boss.send(queue.name, { pass: message }, { retryLimit: 0 }))!;
      await boss.fail(queue.name, id, new Error(message));
      return id;
    }

    it("answers anyone but an operator the 404 of an unknown path, and the signed-out 401", async () => {
      const routes = [
        { method: "GET" as const, url: "/api/admin/background-jobs" },
        { method: "POST" as const, url: `/api/admin/background-jobs/${randomUUID()}/retry` },
      ];
      const client = await createTestClient(t);
      const pilot = await createJobPilot(t);
      for (const route of routes) {
        for (const who of [client.b, pilot.b]) {
          expect((await who.request(route)).statusCode).toBe(404);
        }
        expect((await new TestBrowser(t).request(route)).statusCode).toBe(401);
      }
    });

    it("lists a failed job with its queue, dead-letter queue, last error and attempts; /metrics counts it", async () => {
      const id = await failedJob("The push service refused the connection");
      const operator = await createAdmin(t);
      const res = await operator.b.get("/api/admin/background-jobs?state=failed");
      expect(res.statusCode).toBe(200);
      expect(res.json().running).toBe(true);
      expect(res.json().jobs).toContainEqual({
        id,
        queue: queue.name,
        deadLetter: queue.deadLetter,
        lastError: "The push service refused the connection",
        attempts: 1,
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      });

      const metrics = (await t.app.inject({ url: "/metrics", ...METRICS_FROM })).body;
      expect(sample(metrics, `skyhire_background_jobs{queue="${queue.name}",state="failed"}`)).toBe(
        1,
      );
      // The copy given up on waits in the dead-letter queue, with the job's data.
      expect(
        sample(metrics, `skyhire_background_jobs{queue="${queue.deadLetter}",state="created"}`),
      ).toBe(1);
      const [copy] = await t.app.jobQueue!.fetch<{ pass: string }>(queue.deadLetter);
      expect(copy!.data).toEqual({ pass: "The push service refused the connection" });
    });

    it("puts a failed job back in its queue once; unknown ids 404, a second retry 409", async () => {
      const id = await failedJob("Timed out");
      const operator = await createAdmin(t);
      const retried = await operator.b.post(`/api/admin/background-jobs/${id}/retry`);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ id, queue: queue.name, state: "retry" });

      const again = await operator.b.post(`/api/admin/background-jobs/${id}/retry`);
      expect(again.statusCode).toBe(409);
      const listed = await operator.b.get("/api/admin/background-jobs");
      expect(listed.json().jobs.map((job: { id: string }) => job.id)).not.toContain(id);
      // A worker gets it again.
      const fetched = await t.app.jobQueue!.fetch(queue.name);
      expect(fetched.map((job) => job.id)).toContain(id);
      // The audit log has the retry once (the refused second one left no entry).
      const audit = await operator.b.get(
        `/api/admin/audit?action=background_job_retry&targetId=${id}`,
      );
      expect(audit.json().items).toMatchObject([
        { targetType: "background_job", targetId: id, details: { queue: queue.name } },
      ]);

      const unknown = await operator.b.post(`/api/admin/background-jobs/${randomUUID()}/retry`);
      expect(unknown.statusCode).toBe(404);
      const bad = await operator.b.post("/api/admin/background-jobs/not-an-id/retry");
      expect(bad.statusCode).toBe(400);
      const badState = await operator.b.get("/api/admin/background-jobs?state=done");
      expect(badState.statusCode).toBe(400);
    });
  });
});
