import { and, count, countDistinct, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, JOB_STATUSES, SERVICE_TYPE_VALUES } from "@skyhire/shared";
import {
  applications,
  clientProfiles,
  disputes,
  equipment,
  jobs,
  notifications,
  pilotProfiles,
  reviews,
  users,
} from "../db/schema";
import { verifyPassword } from "../features/auth/password";
import { balanceOf } from "../features/ledger/accounts";
import { ledgerHealth } from "../features/ledger/invariants";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demoAccounts";
import { generateSeedData } from "./generate";
import { seedDemoData, type SeedResult } from "./seed";

describe.each(testDatabases())("demo seed (%s)", (kind) => {
  let t: TestDatabase;
  let first: SeedResult;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    first = await seedDemoData(t.database.db);
  });
  afterAll(() => t.dispose());
  const db = () => t.database.db;

  it("seeds once and skips on the next start without changing anything", async () => {
    expect(first.seeded).toBe(true);
    const before = await db().select({ n: count() }).from(users);
    const second = await seedDemoData(t.database.db);
    expect(second).toEqual({ seeded: false, reason: "already-seeded" });
    const after = await db().select({ n: count() }).from(users);
    expect(after).toEqual(before);
  });

  it("creates at least 300 pilots spread over at least 30 cities", async () => {
    const [row] = await db()
      .select({
        pilots: count(),
        cities: countDistinct(sql`${pilotProfiles.baseCity} || ${pilotProfiles.baseState}`),
      })
      .from(pilotProfiles);
    expect(row?.pilots).toBeGreaterThanOrEqual(300);
    expect(row?.cities).toBeGreaterThanOrEqual(30);
  });

  it("gives pilots plausible, valid profiles", async () => {
    const profiles = await db().select().from(pilotProfiles);
    const numbers = profiles.map((p) => p.part107Number);
    expect(numbers.every((n) => /^\d{7}$/.test(n ?? ""))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const p of profiles) {
      expect(p.jobCategories.length).toBeGreaterThanOrEqual(1);
      expect(p.jobCategories.length).toBeLessThanOrEqual(4);
      expect(p.jobCategories.every((c) => SERVICE_TYPE_VALUES.includes(c))).toBe(true);
      expect(p.hourlyRateMinCents).toBeGreaterThanOrEqual(7_500);
      expect(p.hourlyRateMaxCents).toBeLessThanOrEqual(40_000);
      expect(p.hourlyRateMinCents!).toBeLessThanOrEqual(p.hourlyRateMaxCents!);
      expect(p.ratingAvg).toBeGreaterThanOrEqual(4);
      expect(p.ratingAvg).toBeLessThanOrEqual(5);
      expect(p.serviceAreas[0]).toMatchObject({ city: p.baseCity, state: p.baseState });
      expect(p.serviceAreas.length).toBeLessThanOrEqual(3);
    }
    const available = profiles.filter((p) => p.isAvailable).length;
    expect(available / profiles.length).toBeGreaterThan(0.6);
  });

  it("gives every pilot exactly one main piece of equipment", async () => {
    const mains = await db()
      .select({ pilot: equipment.pilotProfileId, n: count() })
      .from(equipment)
      .where(eq(equipment.isMain, true))
      .groupBy(equipment.pilotProfileId);
    const [pilots] = await db().select({ n: count() }).from(pilotProfiles);
    expect(mains).toHaveLength(pilots!.n);
    expect(mains.every((m) => m.n === 1)).toBe(true);
  });

  it("has jobs in every status, completed ones rated, and applications in every main status", async () => {
    const statuses = await db().selectDistinct({ status: jobs.status }).from(jobs);
    expect(statuses.map((s) => s.status).sort()).toEqual([...JOB_STATUSES].sort());

    const unrated = await db()
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.status, "completed"), isNull(jobs.rating)));
    expect(unrated[0]?.n).toBe(0);

    const hiredWithoutPilot = await db()
      .select({ n: count() })
      .from(jobs)
      .where(
        sql`${jobs.status} in ('assigned','in_progress','ready_for_review','completed') and ${jobs.pilotProfileId} is null`,
      );
    expect(hiredWithoutPilot[0]?.n).toBe(0);

    const appStatuses = await db()
      .selectDistinct({ status: applications.status })
      .from(applications);
    expect(appStatuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(APPLICATION_STATUSES.filter((s) => s !== "withdrawn")),
    );
    const serviceTypes = await db().selectDistinct({ t: jobs.serviceType }).from(jobs);
    expect(serviceTypes.every((s) => SERVICE_TYPE_VALUES.includes(s.t))).toBe(true);
  });

  it("creates at least 8 client companies", async () => {
    const [row] = await db()
      .select({ n: count() })
      .from(clientProfiles)
      .where(isNotNull(clientProfiles.companyName));
    expect(row?.n).toBeGreaterThanOrEqual(8);
  });

  it("creates the three demo accounts with verifiable argon2id hashes", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db().select().from(users).where(eq(users.email, account.email));
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(user!.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user!.passwordHash!, "wrong-password")).toBe(false);
    }
    const withPassword = await db()
      .select({ n: count() })
      .from(users)
      .where(isNotNull(users.passwordHash));
    expect(withPassword[0]?.n).toBe(DEMO_ACCOUNTS.length);
  });

  it("gives the demo accounts complete profiles and something to look at", async () => {
    const profileOf = async (email: string) => {
      const [row] = await db()
        .select({ user: users, pilot: pilotProfiles, client: clientProfiles })
        .from(users)
        .leftJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
        .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
        .where(eq(users.email, email));
      return row!;
    };

    const pilot = await profileOf("pilot@skyhire.test");
    expect(pilot.user).toMatchObject({ userType: "pilot", canFly: true, isPart107Certified: true });
    expect(pilot.pilot).toMatchObject({
      part107Number: expect.stringMatching(/^\d{7}$/),
      businessName: expect.any(String),
    });
    expect(pilot.pilot?.profileImageUrl && pilot.pilot.coverImageUrl).toBeTruthy();
    expect(pilot.pilot?.serviceAreas.length).toBeGreaterThanOrEqual(1);
    const pilotStatuses = await db()
      .selectDistinct({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.pilotProfileId, pilot.pilot!.id));
    expect(pilotStatuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(["assigned", "in_progress", "ready_for_review", "completed"]),
    );
    const kit = await db()
      .select()
      .from(equipment)
      .where(eq(equipment.pilotProfileId, pilot.pilot!.id));
    expect(kit.some((e) => e.isMain)).toBe(true);

    const client = await profileOf("client@skyhire.test");
    expect(client.user).toMatchObject({ userType: "client", canHire: true });
    expect(client.client).toMatchObject({
      companyName: expect.any(String),
      location: "Austin, TX",
    });
    const clientStatuses = await db()
      .selectDistinct({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.clientProfileId, client.client!.id));
    expect(clientStatuses.map((s) => s.status).sort()).toEqual([...JOB_STATUSES].sort());

    const both = await profileOf("both@skyhire.test");
    expect(both.user).toMatchObject({ canFly: true, canHire: true });
    expect(both.pilot?.part107Number).toBeTruthy();
    expect(both.client?.companyName).toBeTruthy();

    const unread = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, client.user.id), isNull(notifications.readAt)));
    expect(unread[0]?.n).toBeGreaterThan(0);
  });

  it("gives every hired job a paid checkout and balanced books", async () => {
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      totalOfEntries: 0,
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
      driftedAccounts: 0,
    });
    // Escrow holds exactly the deals still running (assigned to disputed), nothing else.
    expect(health.escrowHeld).toBeGreaterThan(0);
    expect(health.escrowHeld).toBe(health.escrowExpected);

    const unpaid = await db().execute<{ n: string }>(sql`
      select count(*) as n from jobs j
      where j.status not in ('open', 'cancelled')
        and not exists (select 1 from checkouts c where c.job_id = j.id and c.status = 'paid')`);
    expect(Number(unpaid.rows[0]?.n)).toBe(0);

    // The demo pilot has earned from approved jobs and has visible reviews.
    const [pilot] = await db().select().from(users).where(eq(users.email, "pilot@skyhire.test"));
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot!.id })).toBeGreaterThan(0);
    const received = await db()
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.revieweeUserId, pilot!.id));
    expect(received[0]?.n).toBeGreaterThan(0);
    const [openDispute] = await db().select().from(disputes).where(eq(disputes.status, "open"));
    expect(openDispute).toBeDefined();
  });
});

describe("seed generator", () => {
  it("is deterministic for a given seed and clock", () => {
    const options = {
      now: new Date("2026-03-01T12:00:00Z"),
      passwordHashes: {
        "pilot@skyhire.test": "h1",
        "client@skyhire.test": "h2",
        "both@skyhire.test": "h3",
        "ops@skyhire.test": "h4",
      },
    };
    expect(generateSeedData(options)).toEqual(generateSeedData(options));
  });
});
