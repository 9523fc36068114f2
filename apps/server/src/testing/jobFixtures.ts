import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ApplicationDto, JobDto } from "@skyhire/shared";
import { clientProfiles, users, type ClientProfile, type User } from "../db/schema";
import { createSession } from "../features/auth/sessions";
import {
  area,
  createTestPilot,
  type PlaceName,
  type TestPilot,
  type TestPilotSpec,
} from "../features/pilots/testFixtures";
import { TestBrowser } from "./browser";
import type { TestApp } from "./testApp";
import { createTestUser } from "./users";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO instant `days` from now (negative: in the past). */
export function daysFromNow(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** A browser signed in as the user, without the cost of a password login. */
export async function browserFor(t: TestApp, userId: string): Promise<TestBrowser> {
  const b = new TestBrowser(t);
  const { token } = await createSession(t.database.db, userId, { ip: b.ip, userAgent: "vitest" });
  b.token = token;
  return b;
}

export interface TestClient {
  user: User;
  profile: ClientProfile;
  b: TestBrowser;
}

/** A user who hires (canHire and a client profile), signed in. */
export async function createTestClient(
  t: TestApp,
  options: { companyName?: string; location?: string; canFly?: boolean } = {},
): Promise<TestClient> {
  const user = await createTestUser(t.database.db, {
    firstName: "Cleo",
    lastName: "Client",
    userType: "client",
    canHire: true,
    canFly: options.canFly ?? false,
    password: null,
  });
  const [profile] = await t.database.db
    .insert(clientProfiles)
    .values({
      userId: user.id,
      companyName: options.companyName ?? `Harbor Realty ${randomBytes(2).toString("hex")}`,
      location: options.location ?? "Austin, TX",
    })
    .returning();
  if (!profile) throw new Error("insert of the client profile returned no row");
  return { user, profile, b: await browserFor(t, user.id) };
}

export interface TestJobPilot {
  pilot: TestPilot;
  user: User;
  b: TestBrowser;
}

/** A pilot with a profile based at `base`, signed in. */
export async function createJobPilot(
  t: TestApp,
  base: PlaceName = "austin",
  spec: Partial<TestPilotSpec> = {},
): Promise<TestJobPilot> {
  const pilot = await createTestPilot(t.database.db, {
    firstName: "Pat",
    lastName: "Pilot",
    base,
    areas: [area(base, 50)],
    rate: [100, 200],
    categories: ["real_estate"],
    ...spec,
  });
  const [user] = await t.database.db.select().from(users).where(eq(users.id, pilot.userId));
  if (!user) throw new Error("pilot user not found");
  return { pilot, user, b: await browserFor(t, pilot.userId) };
}

/** A valid POST /api/jobs body (budget in cents), due in two weeks. */
export function jobForm(overrides: Record<string, unknown> = {}) {
  return {
    title: "Aerial photos of a family home",
    serviceType: "real_estate",
    description: "Twenty edited photos of a four-bedroom home and its garden, golden hour.",
    location: "Austin, TX",
    budget: 450_00,
    deadline: daysFromNow(14),
    deliverables: ["photos"],
    requirements: [],
    ...overrides,
  };
}

/** A valid application body (quote in cents). */
export function applicationForm(overrides: Record<string, unknown> = {}) {
  return {
    quote: 400_00,
    proposedDate: daysFromNow(10),
    message: "Part 107 certified, I fly real estate weekly and can deliver in 24 hours.",
    ...overrides,
  };
}

/** Posts a job through the API as the client and returns it. */
export async function postTestJob(
  client: { b: TestBrowser },
  overrides: Record<string, unknown> = {},
): Promise<JobDto> {
  const res = await client.b.post("/api/jobs", jobForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobDto;
}

/** Applies to the job through the API as the pilot and returns the application. */
export async function applyToJob(
  pilot: { b: TestBrowser },
  jobId: string,
  overrides: Record<string, unknown> = {},
): Promise<ApplicationDto> {
  const res = await pilot.b.post(`/api/jobs/${jobId}/applications`, applicationForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ApplicationDto;
}

/** A user who both flies (pilot profile based at `base`) and hires (client profile), signed in. */
export async function createDualUser(
  t: TestApp,
  base: PlaceName = "austin",
): Promise<TestJobPilot & { profile: ClientProfile }> {
  const pilot = await createJobPilot(t, base);
  const [user] = await t.database.db
    .update(users)
    .set({ canHire: true })
    .where(eq(users.id, pilot.user.id))
    .returning();
  const [profile] = await t.database.db
    .insert(clientProfiles)
    .values({ userId: pilot.user.id, companyName: "Both Ways Media", location: "Austin, TX" })
    .returning();
  if (!user || !profile) throw new Error("could not make the pilot a client too");
  return { ...pilot, user, profile };
}
