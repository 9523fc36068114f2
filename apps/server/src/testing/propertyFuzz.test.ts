import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { runFuzz } from "./fuzz/fuzzRun";
import type { OpenApiDocument } from "./fuzz/operations";
import { createFuzzWorld, type FuzzWorld } from "./fuzz/world";

/**
 * The property test over the OpenAPI document (issue 20 §2): every operation the document lists,
 * as the accounts that use it, a stranger and nobody, with requests built from its schemas and
 * made hostile (NUL, lone surrogates, bytes that are not UTF-8, 200 KB strings, wrong types,
 * missing and extra fields, deep nesting, huge numbers, unknown enum values). No answer may be
 * a 5xx, and a refused request (4xx) must leave the database as it was. Every answer is also
 * held against the document by the contract check (contractSetup.ts).
 *
 * Repeatable: FUZZ_SEED picks the run (printed), FUZZ_REQUESTS the number of requests, and
 * FUZZ_ONLY narrows the run to the operations whose "METHOD /path" contains it.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_2026);
const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** While fixing a finding: only operations whose "METHOD /path" contains this text. */
const only = process.env.FUZZ_ONLY;

describe("property test over the OpenAPI document", () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await createFuzzWorld();
  }, 120_000);
  afterAll(() => world.close());

  it("notices a row a request changes (the witness itself works)", async () => {
    const db = world.t.database.db;
    const stranger = sql`email = 'stranger@example.com'`;
    world.changes.take();
    await db.execute(sql`update users set first_name = first_name || '' where ${stranger}`);
    expect(world.changes.take(), "an update to the same values").toEqual([]);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set first_name = 'Gone' where ${stranger}`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(world.changes.take(), "a change rolled back").toEqual([]);
    await db.execute(sql`update users set first_name = 'Changed' where ${stranger}`);
    expect(world.changes.take()).toEqual([{ table: "users", op: "UPDATE", rows: 1 }]);
  });

  it(`answers ${total} generated requests without a 5xx, and refusals change nothing`, async () => {
    await world.t.app.ready();
    const document = world.t.app.swagger() as unknown as OpenApiDocument;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = await runFuzz(world, document, { seed, total, only });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    console.log(
      `property test: seed ${seed} (FUZZ_SEED to repeat), ${summary.requests} requests over ` +
        `${summary.operations} operations in ${seconds} s (${cpuSeconds} s of CPU); answers ${JSON.stringify(summary.byStatus)}; ` +
        `${summary.fingerprintChecks} refusals double-checked by a fingerprint of every table`,
    );
    const slowest = Object.entries(summary.millisByOperation)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 12);
    console.log(`slowest operations (ms): ${JSON.stringify(Object.fromEntries(slowest))}`);
    console.log(`never accepted (only refusals seen): ${summary.neverAccepted.join(", ")}`);
    const findings = summary.findings.map(
      (f) =>
        `#${f.index} ${f.operation} as ${f.actor} [${f.mutations.join(", ")}]: ${f.problem}\n    ${f.request}`,
    );
    expect(summary.requests).toBe(only ? summary.requests : total);
    expect(findings, `seed ${seed}`).toEqual([]);
    // The budget is 3 minutes in CI; the limit here is wider for a machine shared with others.
  }, 600_000);
});
