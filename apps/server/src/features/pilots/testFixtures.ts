import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { clientProfiles, jobs, pilotProfiles, users, type ServiceArea } from "../../db/schema";
import { grantCredentials, type GrantedCredentials } from "../credentials/testFixtures";
import { syncServiceAreas } from "./serviceAreas";

/** Places the search tests use (city centres of the seed catalog). */
export const PLACES = {
  austin: { city: "Austin", state: "TX", lat: 30.2672, lng: -97.7431 },
  roundRock: { city: "Round Rock", state: "TX", lat: 30.5083, lng: -97.6789 },
  sanAntonio: { city: "San Antonio", state: "TX", lat: 29.4241, lng: -98.4936 },
  dallas: { city: "Dallas", state: "TX", lat: 32.7767, lng: -96.797 },
  houston: { city: "Houston", state: "TX", lat: 29.7604, lng: -95.3698 },
  denver: { city: "Denver", state: "CO", lat: 39.7392, lng: -104.9903 },
} as const;
export type PlaceName = keyof typeof PLACES;

export function area(place: PlaceName, radiusMiles: number): ServiceArea {
  const p = PLACES[place];
  return { label: `${p.city}, ${p.state}`, ...p, radiusMiles };
}

export interface TestPilotSpec {
  firstName: string;
  lastName: string;
  base: PlaceName;
  areas: ServiceArea[];
  rating?: number | null;
  reviewCount?: number;
  rate: [number, number] | null;
  categories: string[];
  isAvailable?: boolean;
  canFly?: boolean;
  businessName?: string;
  yearsExperience?: number;
  /** Verified credentials (default: a current Part 107 and $1M insurance). */
  credentials?: GrantedCredentials;
}

export interface TestPilot extends TestPilotSpec {
  id: string;
  userId: string;
  email: string;
  part107Number: string;
  businessName: string;
  phone: string;
  profileImageUrl: string;
  coverImageUrl: string;
}

/** Inserts a pilot (user and profile) and syncs its service areas as a profile update would. */
export async function createTestPilot(db: Database, spec: TestPilotSpec): Promise<TestPilot> {
  const tag = randomBytes(4).toString("hex");
  const email = `${spec.firstName.toLowerCase()}.${tag}@pilots.example.com`;
  const part107Number = String(1_000_000 + (parseInt(tag, 16) % 8_999_999));
  const businessName = spec.businessName ?? `${spec.lastName} Aerial ${tag}`;
  const profileImageUrl = `/seed-images/avatar-${tag}.svg`;
  const coverImageUrl = `/seed-images/cover-${tag}.svg`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: spec.firstName,
      lastName: spec.lastName,
      userType: "pilot",
      canFly: spec.canFly ?? true,
      isPart107Certified: true,
      profileImageUrl,
    })
    .returning();
  const base = PLACES[spec.base];
  const [profile] = await db
    .insert(pilotProfiles)
    .values({
      userId: user!.id,
      part107Number,
      businessName,
      bio: `Flying around ${base.city} since 2019.`,
      profileImageUrl,
      coverImageUrl,
      jobCategories: spec.categories,
      serviceAreas: spec.areas,
      baseCity: base.city,
      baseState: base.state,
      baseLat: base.lat,
      baseLng: base.lng,
      hourlyRateMinCents: spec.rate ? spec.rate[0] * 100 : null,
      hourlyRateMaxCents: spec.rate ? spec.rate[1] * 100 : null,
      flightHours: 420,
      isAvailable: spec.isAvailable ?? true,
      ratingAvg: spec.rating === undefined ? 4.5 : spec.rating,
      reviewCount: spec.reviewCount ?? 10,
      yearsExperience: spec.yearsExperience ?? 4,
      insured: true,
      backgroundChecked: false,
    })
    .returning();
  await syncServiceAreas(db, profile!.id);
  await grantCredentials(db, profile!.id, spec.credentials);
  return {
    ...spec,
    id: profile!.id,
    userId: user!.id,
    email,
    part107Number,
    businessName,
    phone: "+1 512 555 0199",
    profileImageUrl,
    coverImageUrl,
  };
}

/** Gives the pilot a job in progress, so "available now" leaves them out. */
export async function startMission(db: Database, pilot: TestPilot): Promise<void> {
  const [client] = await db
    .insert(users)
    .values({
      email: `client.${randomBytes(4).toString("hex")}@example.com`,
      firstName: "Cliff",
      lastName: "Client",
      userType: "client",
      canHire: true,
    })
    .returning();
  const [profile] = await db
    .insert(clientProfiles)
    .values({ userId: client!.id, companyName: "Busy Realty", location: "Austin, TX" })
    .returning();
  await db.insert(jobs).values({
    clientProfileId: profile!.id,
    pilotProfileId: pilot.id,
    title: "Roof survey",
    serviceType: "commercial_inspection",
    budgetCents: 50_000,
    status: "in_progress",
  });
}
