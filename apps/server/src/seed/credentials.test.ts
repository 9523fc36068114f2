import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialState, isoDateOf } from "@skyhire/shared";
import type { Database } from "../db/client";
import {
  auditLog,
  credentialDecisions,
  notifications,
  pilotCredentials,
  pilotProfiles,
  users,
} from "../db/schema";
import { recordDecision } from "../features/credentials/decide";
import { CREDENTIAL_NOTIFICATION_KINDS } from "../features/credentials/notices";
import { saveSubmission } from "../features/credentials/save";
import { createDiskStorage } from "../features/storage/diskStorage";
import { generateStoredName } from "../features/storage/storage";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { DAY_MS, planDemoCredentials } from "./credentialPlan";
import { DEMO_ACCOUNTS, type DemoAccountEmail } from "./demoAccounts";
import { generateSeedData } from "./generate";
import { seedDemoData } from "./seed";

const PILOT_COUNT = 60;
const DECISION_KINDS = [
  CREDENTIAL_NOTIFICATION_KINDS.verified,
  CREDENTIAL_NOTIFICATION_KINDS.rejected,
];

describe.each(testDatabases())("demo credentials (%s)", (kind) => {
  let seeded: TestDatabase;
  let dir: string;
  const now = new Date();
  beforeAll(async () => {
    seeded = await createTestDatabase(kind);
    dir = await mkdtemp(join(tmpdir(), "skyhire-seed-"));
    const storage = createDiskStorage(dir);
    await seedDemoData(seeded.database.db, { now, storage, pilotCount: PILOT_COUNT });
  });
  afterAll(async () => {
    await seeded.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("makes the demo pilot current and verified, and shows every state somewhere", async () => {
    const rows = await seeded.database.db
      .select({ credential: pilotCredentials, email: users.email })
      .from(pilotCredentials)
      .innerJoin(pilotProfiles, eq(pilotProfiles.id, pilotCredentials.pilotProfileId))
      .innerJoin(users, eq(users.id, pilotProfiles.userId));
    const today = isoDateOf(now);
    const demo = rows.filter((r) => r.email === "pilot@skyhire.test");
    expect(
      demo.map((r) => [r.credential.kind, credentialState(r.credential, today)]).sort(),
    ).toEqual([
      ["insurance", "verified"],
      ["part107", "verified"],
    ]);
    const states = new Set(rows.map((r) => credentialState(r.credential, today)));
    expect([...states].sort()).toEqual([
      "expired",
      "expiring",
      "pending_review",
      "rejected",
      "verified",
    ]);
    const insurance = demo.find((r) => r.credential.kind === "insurance")!.credential;
    expect(insurance.coverageCents).toBe(100_000_000);
    expect(insurance.effectiveOn! <= today && today <= insurance.validThrough).toBe(true);
    const storage = createDiskStorage(dir);
    expect(await storage.exists(demo[0]!.credential.storedName)).toBe(true);
  });

  // The seed writes its credentials in bulk for a fast first start; a pilot and an operator
  // must find exactly what uploading and reviewing each one through the app would have left.
  it("leaves the rows the submit and review functions leave, one credential at a time", async () => {
    const replayed = await createTestDatabase(kind);
    try {
      // The same demo without credentials, then each planned one submitted and decided.
      await seedDemoData(replayed.database.db, { now, pilotCount: PILOT_COUNT });
      await replayThroughTheApp(replayed.database.db, now);
      const [expected, actual] = await Promise.all([
        credentialSnapshot(replayed.database.db),
        credentialSnapshot(seeded.database.db),
      ]);
      expect(actual.credentials.length).toBeGreaterThan(PILOT_COUNT);
      expect(actual).toEqual(expected);
    } finally {
      await replayed.dispose();
    }
  });
});

async function replayThroughTheApp(db: Database, now: Date) {
  const hashes = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, "unused"]));
  const rows = generateSeedData({
    now,
    pilotCount: PILOT_COUNT,
    passwordHashes: hashes as Record<DemoAccountEmail, string>,
  });
  await db.transaction(async (tx) => {
    const [operator] = await tx.select().from(users).where(eq(users.email, "ops@skyhire.test"));
    for (const p of planDemoCredentials(rows, now)) {
      const document = {
        storedName: generateStoredName(),
        fileName: p.fileName,
        contentType: "application/pdf",
        sizeBytes: p.pdf.length,
      };
      const saved = await saveSubmission(
        tx,
        p.pilotProfileId,
        p.kind,
        p.fields,
        document,
        p.submittedAt,
      );
      if (!p.decision) continue;
      const reviewedAt = new Date(p.submittedAt.getTime() + DAY_MS);
      await recordDecision(tx, operator!.id, saved.id, p.decision, reviewedAt);
    }
    await tx
      .update(notifications)
      .set({ readAt: sql`${notifications.createdAt}` })
      .where(inArray(notifications.kind, DECISION_KINDS));
  });
}

/** Every credential-related row, without the generated ids and file names, in a stable order. */
async function credentialSnapshot(db: Database) {
  const byKey =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a).localeCompare(key(b));
  const credentials = await db.select().from(pilotCredentials);
  const idToKey = new Map(credentials.map((c) => [c.id, `${c.pilotProfileId}/${c.kind}`]));
  const decisions = await db.select().from(credentialDecisions);
  const audits = await db.select().from(auditLog).where(like(auditLog.action, "credential_%"));
  const notices = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.kind, DECISION_KINDS));
  const profiles = await db.select().from(pilotProfiles);
  return {
    credentials: credentials
      .map(({ id: _id, storedName: _name, ...rest }) => rest)
      .sort(byKey((c) => `${c.pilotProfileId}/${c.kind}`)),
    decisions: decisions
      .map(({ id: _id, credentialId, storedName: _name, ...rest }) => ({
        credential: idToKey.get(credentialId),
        ...rest,
      }))
      .sort(byKey((d) => d.credential!)),
    audits: audits
      .map(({ id: _id, targetId, ...rest }) => ({ target: idToKey.get(targetId), ...rest }))
      .sort(byKey((a) => a.target!)),
    notices: notices
      .map(({ id: _id, ...rest }) => rest)
      .sort(byKey((n) => `${n.userId}/${n.title}/${n.createdAt.toISOString()}`)),
    profiles: profiles.sort(byKey((p) => p.id)),
  };
}
