import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from "@skyhire/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { createTestClient, type TestClient } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("idempotency keys (%s)", (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let runs = 0;
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    // A stand-in for a money move: counts how often it really runs.
    t.app.post(
      "/api/test/move",
      {
        config: { idempotency: true },
        schema: { body: z.object({ amount: z.number().int(), outcome: z.string().optional() }) },
      },
      async (request, reply) => {
        runs += 1;
        if (gate) await gate;
        const { amount, outcome } = request.body;
        if (outcome === "crash") throw new Error("database went away");
        if (outcome === "decline") throw new HttpError(402, "Your card was declined.");
        if (outcome === "retry") {
          throw new HttpError(402, "Processing error", { retryable: true });
        }
        return reply.code(201).send({ moved: amount, run: runs });
      },
    );
    alice = await createTestClient(t);
    bob = await createTestClient(t);
  });
  afterAll(() => t.close());

  const send = (who: TestClient, key: string | undefined, body: object) =>
    who.b.request({
      method: "POST",
      url: "/api/test/move",
      payload: body,
      headers: key === undefined ? {} : { "idempotency-key": key },
    });

  it("needs a key and a signed-in user", async () => {
    const res = await send(alice, undefined, { amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/test/move",
      payload: { amount: 1 },
      headers: { origin: new URL(t.config.appUrl).origin, "idempotency-key": "k" },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("runs once and answers a retry with the first result", async () => {
    const before = runs;
    const first = await send(alice, "key-1", { amount: 500 });
    const again = await send(alice, "key-1", { amount: 500 });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(runs - before).toBe(1);
  });

  it("refuses the same key with a different request (422)", async () => {
    await send(alice, "key-2", { amount: 500 });
    const other = await send(alice, "key-2", { amount: 900 });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  });

  it("keeps keys per user", async () => {
    const before = runs;
    expect((await send(alice, "shared-key", { amount: 1 })).statusCode).toBe(201);
    expect((await send(bob, "shared-key", { amount: 1 })).statusCode).toBe(201);
    expect(runs - before).toBe(2);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = runs;
    const first = send(alice, "key-3", { amount: 7 });
    // Let the first request claim the key and reach the handler.
    while (runs === before) await new Promise((r) => setTimeout(r, 5));
    const second = await send(alice, "key-3", { amount: 7 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
    gate = null;
    open();
    expect((await first).statusCode).toBe(201);
    expect(runs - before).toBe(1);
  });

  it("stores a final refusal but lets a failed or retryable attempt run again", async () => {
    const before = runs;
    expect((await send(alice, "key-4", { amount: 1, outcome: "decline" })).statusCode).toBe(402);
    expect((await send(alice, "key-4", { amount: 1, outcome: "decline" })).statusCode).toBe(402);
    expect(runs - before).toBe(1);

    expect((await send(alice, "key-5", { amount: 1, outcome: "retry" })).statusCode).toBe(402);
    expect((await send(alice, "key-5", { amount: 1, outcome: "retry" })).statusCode).toBe(402);
    expect((await send(alice, "key-6", { amount: 1, outcome: "crash" })).statusCode).toBe(500);
    expect((await send(alice, "key-6", { amount: 1, outcome: "crash" })).statusCode).toBe(500);
    expect(runs - before).toBe(5);
  });

  it("lets a retry take over a claim abandoned past the lease (a crashed process)", async () => {
    const userId = alice.user.id;
    const { requestFingerprint } = await import("./keys");
    const fingerprint = requestFingerprint("POST", "/api/test/move", { amount: 3 });
    const long = new Date(Date.now() - (t.config.idempotencyLeaseSeconds + 5) * 1000);
    await t.database.db.insert(idempotencyKeys).values({
      userId,
      key: "key-7",
      requestFingerprint: fingerprint,
      createdAt: long,
      updatedAt: long,
    });
    const before = runs;
    const res = await send(alice, "key-7", { amount: 3 });
    expect(res.statusCode).toBe(201);
    expect(runs - before).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, "key-7")));
    expect(row).toMatchObject({ state: "done", responseStatus: 201 });
  });
});
