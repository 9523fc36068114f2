import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientProfiles,
  idempotencyKeys,
  jobs,
  ledgerTransfers,
  payouts,
  providerOperations,
} from "../../../db/schema";
import { loadConfig } from "../../../config/env";
import type { Database } from "../../../db/client";
import { sessionCookieName } from "../../auth/sessionCookie";
import { createSession } from "../../auth/sessions";
import { applyJobEvent } from "../../jobs/lifecycle";
import { createTestPilot } from "../../pilots/testFixtures";
import { createTestDatabase, type TestDatabase } from "../../../testing/testDatabase";
import { createTestUser } from "../../../testing/users";
import { jobForm, applicationForm } from "../../../testing/jobFixtures";
import { expectConsistentBooks } from "./invariants";

const SERVER_ROOT = resolve(import.meta.dirname, "../../../..");

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** A signed-in user talking to the child server over real HTTP. */
class Caller {
  constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  async send(method: string, path: string, body?: object, key?: string): Promise<Answer> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.base,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(key ? { "idempotency-key": key } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }
}

/** The real server (node --import tsx src/main.ts) on PostgreSQL, as a child process. */
function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // CRASH_LOG=<file> keeps the server's output, for looking into a failure.
  child.on("exit", () => {
    if (process.env.CRASH_LOG) appendFileSync(process.env.CRASH_LOG, output);
  });
  return new Promise((done, fail) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      if (child.exitCode !== null) return fail(new Error(`server exited: ${output}`));
      try {
        const res = await fetch(`${env.APP_URL}/api/health`);
        if (res.ok) return done(child);
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) return fail(new Error(`server did not start: ${output}`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

/** Sends a request again until it is no longer "still in progress" (the lease of a killed one). */
async function retry(send: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await send();
    if (answer.status !== 409 || !String(answer.body?.message).includes("still in progress")) {
      return answer;
    }
    if (Date.now() > deadline) return answer;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  "SIGKILL in the middle of money moves (postgres)",
  () => {
    let database: TestDatabase;
    let db: Database;
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    let server: ChildProcess | null = null;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      db = database.database.db;
      dataDir = await mkdtemp(join(tmpdir(), "skyhire-crash-"));
      const { driver } = database.database;
      if (driver.kind !== "postgres") throw new Error("needs PostgreSQL");
      const port = await freePort();
      env = {
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: driver.pool.options.connectionString,
        DATA_DIR: dataDir,
        SESSION_SECRET: "crash-test-session-secret-long-enough-0123456789",
        SEED_DEMO_DATA: "false",
        NODE_ENV: "production",
        LOG_LEVEL: process.env.CRASH_LOG ? "info" : "error",
        IDEMPOTENCY_LEASE_SECONDS: "1",
        PAYMENTS_SWEEP_INTERVAL_SECONDS: "1",
        AUTO_APPROVAL_INTERVAL_SECONDS: "0",
      };
    }, 30_000);

    afterAll(async () => {
      if (server) await kill(server);
      await database?.dispose();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("restarts consistent and applies nothing twice when requests are retried", async () => {
      const base = env.APP_URL!;
      const cookieName = sessionCookieName(loadConfig({ APP_URL: base }));
      const caller = async (userId: string) => {
        const { token } = await createSession(db, userId, { ip: "127.0.0.1", userAgent: "crash" });
        return new Caller(base, `${cookieName}=${token}`);
      };
      const clientUser = await createTestUser(db, {
        canHire: true,
        userType: "client",
        password: null,
      });
      await db
        .insert(clientProfiles)
        .values({ userId: clientUser.id, companyName: "Crash Co", location: "Austin, TX" });
      const pilotSpec = {
        firstName: "Kim",
        lastName: "Crash",
        base: "austin" as const,
        areas: [],
        rate: [100, 200] as [number, number],
        categories: ["real_estate"],
      };
      const pilots = [await createTestPilot(db, pilotSpec), await createTestPilot(db, pilotSpec)];
      const client = await caller(clientUser.id);
      const pilotCallers = [await caller(pilots[0]!.userId), await caller(pilots[1]!.userId)];

      server = await startServer(env);

      // Jobs with a pending checkout each, for the storm; one more paid and delivered to approve,
      // and one approved so the second pilot has a balance to withdraw.
      const hireable: { jobId: string; checkoutId: string }[] = [];
      async function checkoutFor(pilotIndex: number, dollars: number) {
        const job = await client.send("POST", "/api/jobs", jobForm({ budget: dollars * 100 }));
        expect(job.status, JSON.stringify(job.body)).toBe(201);
        const jobId = String(job.body!.id);
        const application = await pilotCallers[pilotIndex]!.send(
          "POST",
          `/api/jobs/${jobId}/applications`,
          applicationForm({ quote: dollars * 100 }),
        );
        expect(application.status).toBe(201);
        const checkout = await client.send("POST", "/api/checkout", {
          applicationId: application.body!.id,
        });
        expect(checkout.status).toBe(201);
        return { jobId, checkoutId: String(checkout.body!.id) };
      }
      const card = {
        cardNumber: "4242424242424242",
        expMonth: 12,
        expYear: 2099,
        cvc: "123",
        name: "C C",
      };
      async function deliveredJob(pilotIndex: number, dollars: number) {
        const hire = await checkoutFor(pilotIndex, dollars);
        expect(
          (await client.send("POST", `/api/checkout/${hire.checkoutId}/pay`, card, randomUUID()))
            .status,
        ).toBe(200);
        for (const event of ["start", "deliver"] as const) {
          await db.transaction((tx) =>
            applyJobEvent(tx, {
              job: { id: hire.jobId, status: event === "start" ? "assigned" : "in_progress" },
              event,
              actor: "pilot",
              actorUserId: pilots[pilotIndex]!.userId,
              now: new Date(),
            }),
          );
        }
        await db.update(jobs).set({ deliveredAt: new Date() }).where(eq(jobs.id, hire.jobId));
        return hire;
      }
      for (let i = 0; i < 12; i += 1) hireable.push(await checkoutFor(0, 100 + i * 25));
      const toApprove = await deliveredJob(0, 500);
      const funded = await deliveredJob(1, 800);
      expect(
        (await client.send("POST", `/api/jobs/${funded.jobId}/approve`, undefined, randomUUID()))
          .status,
      ).toBe(200);

      // The storm: 12 payments, an approval and 3 payouts at once, each with its key; the server
      // is killed as soon as the first answer is back, with the rest in flight.
      type Move = { who: Caller; method: string; path: string; body?: object; key: string };
      const moves: Move[] = [
        ...hireable.map((h) => ({
          who: client,
          method: "POST",
          path: `/api/checkout/${h.checkoutId}/pay`,
          body: card,
          key: randomUUID(),
        })),
        {
          who: client,
          method: "POST",
          path: `/api/jobs/${toApprove.jobId}/approve`,
          key: randomUUID(),
        },
        ...[1, 2, 3].map(() => ({
          who: pilotCallers[1]!,
          method: "POST",
          path: "/api/payouts",
          body: { amount: 250_00 },
          key: randomUUID(),
        })),
      ];
      const inFlight = moves.map((m) =>
        m.who.send(m.method, m.path, m.body, m.key).then(
          (answer) => answer,
          () => null,
        ),
      );
      await Promise.race(inFlight);
      await kill(server);
      server = null;
      const before = await Promise.all(inFlight);
      const answeredBeforeKill = before.filter((a) => a !== null).length;
      const [{ started }] = (
        await db.execute<{ started: number }>(
          sql`select count(*)::int as started from ${idempotencyKeys} where state = 'started'`,
        )
      ).rows as [{ started: number }];
      console.info(
        `crash test: ${answeredBeforeKill}/${moves.length} answered before SIGKILL, ${started} keys left started`,
      );
      // The kill landed in the middle: requests were cut off with their keys still claimed.
      expect(answeredBeforeKill).toBeLessThan(moves.length);
      expect(started).toBeGreaterThan(0);
      await expectConsistentBooks(db, "right after SIGKILL");

      server = await startServer(env);
      const after = [];
      for (const m of moves)
        after.push(await retry(() => m.who.send(m.method, m.path, m.body, m.key)));

      // Every payment went through exactly once; the approval released once; payouts fit.
      for (const [i] of hireable.entries())
        expect(after[i]!.status, JSON.stringify(after[i]!.body)).toBe(200);
      // The approval: 200, or, when its first run committed but died before its answer was
      // stored, the lifecycle's 409 for the completed job; released once either way (below).
      const approval = after[hireable.length]!;
      if (approval.status !== 200) {
        expect(approval.status).toBe(409);
        expect(String(approval.body?.message)).toContain("completed");
      }
      const payoutAnswers = after
        .slice(hireable.length + 1)
        .map((a) => a.status)
        .sort();
      expect(payoutAnswers).toEqual([201, 201, 409]);
      // An answer given before the kill is the answer given after it.
      for (const [i, answer] of before.entries()) {
        if (answer && answer.status < 500) expect(after[i]!.status).toBe(answer.status);
      }

      // The restarted server's sweep captures what the killed one never got to.
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [row] = (
          await db.execute<{ pending: number }>(
            sql`select count(*)::int as pending from ${providerOperations} where status = 'pending' and kind <> 'authorize'`,
          )
        ).rows;
        if (row?.pending === 0 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      await expectConsistentBooks(db, "after restart and retries");
      const captured = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from test_provider_payments where kind = 'payment' and status = 'captured'`,
      );
      // 12 storm payments and the 2 made before it: each captured once, no hold left dangling.
      expect(captured.rows[0]?.n).toBe(14);
      const holds = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from test_provider_payments where kind = 'payment' and status = 'authorized'`,
      );
      expect(holds.rows[0]?.n).toBe(0);
      const releases = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.kind, "release"));
      expect(releases).toHaveLength(2);
      const madePayouts = await db.select().from(payouts);
      expect(madePayouts.map((p) => [p.amountCents, p.status])).toEqual([
        [250_00, "paid"],
        [250_00, "paid"],
      ]);
      const payoutTransfers = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.kind, "payout"));
      expect(payoutTransfers).toHaveLength(2);
    }, 90_000);
  },
);
