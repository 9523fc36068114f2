import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialState, isoDateOf } from "@skyhire/shared";
import { pilotCredentials, pilotProfiles, users } from "../db/schema";
import { createDiskStorage } from "../features/storage/diskStorage";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { seedDemoData } from "./seed";

describe.each(testDatabases())("demo credentials (%s)", (kind) => {
  let t: TestDatabase;
  let dir: string;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dir = await mkdtemp(join(tmpdir(), "skyhire-seed-"));
    await seedDemoData(t.database.db, { now, storage: createDiskStorage(dir), pilotCount: 60 });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("makes the demo pilot current and verified, and shows every state somewhere", async () => {
    const rows = await t.database.db
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
});
