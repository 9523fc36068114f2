import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthFlows, users } from "../../db/schema";
import { createTestDatabase, testDatabases, type TestDatabase } from "../../testing/testDatabase";
import {
  createFlow,
  FLOW_TTL_MS,
  isWellFormedFlowId,
  recordFormPostResponse,
  startLinkFlow,
  takeFlow,
} from "./flows";

const minutes = (n: number) => n * 60 * 1000;

describe.each(testDatabases())("sign-in attempts (%s)", (kind) => {
  let t: TestDatabase;
  let userId: string;
  let otherUserId: string;
  const t0 = new Date("2026-03-01T12:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const rows = await t.database.db
      .insert(users)
      .values([
        { email: "linker@example.com", firstName: "Lin", lastName: "Ker" },
        { email: "other@example.com", firstName: "Oth", lastName: "Er" },
      ])
      .returning({ id: users.id });
    userId = rows[0]!.id;
    otherUserId = rows[1]!.id;
  });
  afterAll(() => t.dispose());

  it("creates a started sign-in attempt with fresh secrets and a 10-minute life", async () => {
    const a = await createFlow(t.database.db, { provider: "google", mode: "signin" }, t0);
    const b = await createFlow(t.database.db, { provider: "google", mode: "signin" }, t0);
    expect(isWellFormedFlowId(a.id)).toBe(true);
    expect(a.startedAt).toEqual(t0);
    expect(a.expiresAt.getTime() - t0.getTime()).toBe(FLOW_TTL_MS);
    expect(a.codeVerifier.length).toBeGreaterThanOrEqual(43);
    expect(new Set([a.id, a.state, a.nonce, b.id, b.state, b.nonce]).size).toBe(6);
  });

  it("hands an attempt out once, and only for its provider", async () => {
    const flow = await createFlow(t.database.db, { provider: "google", mode: "signin" }, t0);
    expect(await takeFlow(t.database.db, { flowId: flow.id, provider: "apple" })).toBeNull();
    expect((await takeFlow(t.database.db, { flowId: flow.id, provider: "google" }))?.state).toBe(
      flow.state,
    );
    expect(await takeFlow(t.database.db, { flowId: flow.id, provider: "google" })).toBeNull();
    expect(await takeFlow(t.database.db, { flowId: "not-an-id", provider: "google" })).toBeNull();
  });

  it("starts a link attempt once, for the user who made it, before it expires", async () => {
    const db = t.database.db;
    const flow = await createFlow(db, { provider: "apple", mode: "link", linkUserId: userId }, t0);
    expect(flow.startedAt).toBeNull();
    // Not startable as a sign-in attempt before it has been started.
    expect(await takeFlow(db, { flowId: flow.id, provider: "apple" })).toBeNull();

    const input = { flowId: flow.id, provider: "apple" as const };
    expect(await startLinkFlow(db, { ...input, userId: otherUserId }, at(1000))).toBeNull();
    expect(await startLinkFlow(db, { ...input, provider: "google", userId }, at(1000))).toBeNull();

    const started = await startLinkFlow(db, { ...input, userId }, at(1000));
    expect(started).not.toBeNull();
    expect(started!.id).not.toBe(flow.id);
    expect(started!.state).toBe(flow.state);
    expect(started!.startedAt).toEqual(at(1000));
    expect(await startLinkFlow(db, { ...input, userId }, at(2000))).toBeNull();

    const late = await createFlow(db, { provider: "apple", mode: "link", linkUserId: userId }, t0);
    expect(
      await startLinkFlow(db, { flowId: late.id, provider: "apple", userId }, at(minutes(11))),
    ).toBeNull();
  });

  it("keeps one form_post answer per unexpired attempt", async () => {
    const db = t.database.db;
    const flow = await createFlow(db, { provider: "apple", mode: "signin" }, t0);
    const params = { code: "c1", state: flow.state };
    const record = (state: string, now: Date, provider: "apple" | "google" = "apple") =>
      recordFormPostResponse(db, { provider, state, params }, now);

    expect(await record("unknown-state", t0)).toBe(false);
    expect(await record(flow.state, t0, "google")).toBe(false);
    expect(await record(flow.state, at(1000))).toBe(true);
    expect(await record(flow.state, at(2000))).toBe(false);
    expect((await takeFlow(db, { flowId: flow.id, provider: "apple" }))?.callbackParams).toEqual(
      params,
    );

    const expired = await createFlow(db, { provider: "apple", mode: "signin" }, t0);
    expect(await record(expired.state, at(minutes(10)))).toBe(false);
  });

  it("sweeps expired attempts when a new one is created", async () => {
    const db = t.database.db;
    const old = await createFlow(db, { provider: "google", mode: "signin" }, t0);
    await createFlow(db, { provider: "google", mode: "signin" }, at(minutes(11)));
    const left = await db.select({ id: oauthFlows.id }).from(oauthFlows);
    expect(left.map((row) => row.id)).not.toContain(old.id);
  });
});
