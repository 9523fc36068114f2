import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coverageResponseSchema,
  coverageStats,
  pilotSearchResponseSchema,
  type PilotSearchResponse,
} from "@skyhire/shared";
import { pilotProfiles, pilotServiceAreas, users } from "../../db/schema";
import { seedDemoData } from "../../seed/seed";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("pilot discovery on the demo seed (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  async function search(query: string): Promise<PilotSearchResponse> {
    const res = await t.app.inject({ url: `/api/pilots/search${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return pilotSearchResponseSchema.parse(res.json());
  }

  async function visiblePilots(): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(pilotProfiles)
      .innerJoin(users, eq(users.id, pilotProfiles.userId))
      .where(and(eq(pilotProfiles.isAvailable, true), eq(users.canFly, true)));
    return row!.n;
  }

  it("indexes every seeded service area", async () => {
    const profiles = await t.database.db
      .select({ id: pilotProfiles.id, areas: pilotProfiles.serviceAreas })
      .from(pilotProfiles);
    const [rows] = await t.database.db.select({ n: count() }).from(pilotServiceAreas);
    expect(rows!.n).toBe(profiles.reduce((sum, p) => sum + p.areas.length, 0));
    expect(rows!.n).toBeGreaterThan(profiles.length);
  });

  it("answers the landing page's call: 6 anonymized pilots out of every visible one", async () => {
    const r = await search("?anonymized=true&limit=6");
    expect(r.pilots).toHaveLength(6);
    expect(r.total).toBe(await visiblePilots());
    const ratings = r.pilots.map((p) => p.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("never identifies anyone in any anonymized result", async () => {
    const people = await t.database.db
      .select({
        id: pilotProfiles.id,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        businessName: pilotProfiles.businessName,
        part107Number: pilotProfiles.part107Number,
        image: pilotProfiles.profileImageUrl,
        cover: pilotProfiles.coverImageUrl,
      })
      .from(pilotProfiles)
      .innerJoin(users, eq(users.id, pilotProfiles.userId));
    const secrets = new Set(
      people.flatMap((p) => [
        p.id,
        p.userId,
        p.email,
        `${p.firstName} ${p.lastName}`,
        p.businessName ?? "",
        p.part107Number ?? "",
        p.image ?? "",
        p.cover ?? "",
      ]),
    );
    secrets.delete("");

    let seen = 0;
    for (const query of ["?anonymized=true", "?anonymized=true&location=Austin,TX&radius=300"]) {
      for (let page = 1; ; page++) {
        const r = await search(`${query}&limit=50&page=${page}`);
        if (r.pilots.length === 0) break;
        seen += r.pilots.length;
        const body = JSON.stringify(r.pilots);
        for (const secret of secrets) expect(body).not.toContain(secret);
        for (const p of r.pilots) {
          expect(p.anonymized).toBe(true);
          expect(p).not.toHaveProperty("id");
          expect(p).not.toHaveProperty("displayName");
          expect(p).not.toHaveProperty("businessName");
          expect(p).not.toHaveProperty("profileImageUrl");
        }
      }
    }
    expect(seen).toBeGreaterThan(await visiblePilots());
  });

  it("finds the demo pilots' city by distance, within each area's reach", async () => {
    const r = await search("?location=Austin,TX&limit=50");
    expect(r.total).toBeGreaterThan(5);
    const distances = r.pilots.map((p) => p.distanceMiles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Seeded areas are at most 60 miles wide; the default search adds 50.
    expect(Math.max(...distances)).toBeLessThanOrEqual(110);
  });

  it("maps every seeded city, with statistics from the clusters", async () => {
    const res = await t.app.inject({ url: "/api/pilots/coverage?limit=1000" });
    const { clusters, stats } = coverageResponseSchema.parse(res.json());
    expect(clusters.length).toBeGreaterThanOrEqual(30);
    expect(stats).toEqual(coverageStats(clusters));
    expect(stats.totalPilots).toBe(await visiblePilots());
    for (const c of clusters) {
      expect(c.specializations.length).toBeGreaterThan(0);
      expect(c.priceRange!.min).toBeLessThanOrEqual(c.priceRange!.max);
      expect(c.avgRating).toBeGreaterThanOrEqual(4);
    }
    const [based] = await t.database.db
      .select({ n: count() })
      .from(pilotProfiles)
      .where(and(isNotNull(pilotProfiles.baseCity), eq(pilotProfiles.isAvailable, true)));
    expect(stats.totalPilots).toBeLessThanOrEqual(based!.n);
  });
});
