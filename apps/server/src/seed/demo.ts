import type { ServiceArea } from "../db/schema";
import { findCity } from "./catalog/cities";
import { DEMO_BOTH, DEMO_CLIENT, DEMO_PILOT } from "./catalog/demoProfiles";
import type { DemoAccountEmail } from "./demoAccounts";
import { addClient, type SeedContext, type SeededClient } from "./marketplace";
import { findEquipment, jitter, placeholderImage, serviceArea, type SeededPilot } from "./pilots";
import { daysFrom, dollarsToCents } from "./rows";

export interface DemoPeople {
  pilot: SeededPilot;
  client: SeededClient;
  bothPilot: SeededPilot;
  bothClient: SeededClient;
}

interface DemoPilotSpec {
  email: DemoAccountEmail;
  firstName: string;
  lastName: string;
  city: string;
  businessName: string;
  part107Number: string;
  bio: string;
  jobCategories: SeededPilot["categories"];
  serviceAreas: ServiceArea[];
  hourlyRateMin: number;
  hourlyRateMax: number;
  flightHours: number;
  yearsExperience: number;
  equipment: readonly { name: string; isMain: boolean }[];
  canHire: boolean;
}

function addDemoPilot(ctx: SeedContext, spec: DemoPilotSpec, passwordHash: string): SeededPilot {
  const { rows, rng, now } = ctx;
  const city = findCity(spec.city);
  const userId = rng.uuid();
  const profileId = rng.uuid();
  const slug = spec.email.split("@")[0] ?? "demo";
  const createdAt = daysFrom(now, -240);
  rows.users.push({
    id: userId,
    email: spec.email,
    passwordHash,
    firstName: spec.firstName,
    lastName: spec.lastName,
    userType: "pilot",
    canFly: true,
    canHire: spec.canHire,
    isPart107Certified: true,
    hasBusinessEntity: true,
    profileImageUrl: placeholderImage(`demo-${slug}`, "avatar"),
    createdAt,
    updatedAt: createdAt,
  });
  rows.pilotProfiles.push({
    id: profileId,
    userId,
    part107Number: spec.part107Number,
    businessName: spec.businessName,
    bio: spec.bio,
    profileImageUrl: placeholderImage(`demo-${slug}`, "avatar"),
    coverImageUrl: placeholderImage(`demo-${slug}`, "cover"),
    jobCategories: spec.jobCategories,
    serviceAreas: spec.serviceAreas,
    baseCity: city.city,
    baseState: city.state,
    baseLat: jitter(rng, city.lat, 0.02),
    baseLng: jitter(rng, city.lng, 0.02),
    hourlyRateMinCents: dollarsToCents(spec.hourlyRateMin),
    hourlyRateMaxCents: dollarsToCents(spec.hourlyRateMax),
    flightHours: spec.flightHours,
    isAvailable: true,
    ratingAvg: 4.9,
    reviewCount: 37,
    yearsExperience: spec.yearsExperience,
    insured: true,
    backgroundChecked: true,
    createdAt,
    updatedAt: createdAt,
  });
  for (const item of spec.equipment) {
    const model = findEquipment(item.name);
    rows.equipment.push({
      id: rng.uuid(),
      pilotProfileId: profileId,
      name: model.name,
      type: model.type,
      model: model.model,
      isMain: item.isMain,
      notes: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { profileId, userId, firstName: spec.firstName, city, categories: spec.jobCategories };
}

/** The three accounts that can sign in, each with complete profiles. */
export function addDemoAccounts(
  ctx: SeedContext,
  hashes: Record<DemoAccountEmail, string>,
): DemoPeople {
  const austin = findCity(DEMO_PILOT.city);
  const pilot = addDemoPilot(
    ctx,
    {
      ...DEMO_PILOT,
      jobCategories: [...DEMO_PILOT.jobCategories],
      serviceAreas: [
        serviceArea(austin, 50),
        ...DEMO_PILOT.nearbyServiceCities.map((c) => serviceArea(findCity(c), 40)),
      ],
      canHire: false,
    },
    hashes[DEMO_PILOT.email],
  );

  const client = addClient(ctx, DEMO_CLIENT, {
    email: DEMO_CLIENT.email,
    passwordHash: hashes["client@skyhire.test"],
  });

  const denver = findCity(DEMO_BOTH.city);
  const bothPilot = addDemoPilot(
    ctx,
    {
      ...DEMO_BOTH.pilot,
      email: DEMO_BOTH.email,
      firstName: DEMO_BOTH.firstName,
      lastName: DEMO_BOTH.lastName,
      city: DEMO_BOTH.city,
      jobCategories: [...DEMO_BOTH.pilot.jobCategories],
      serviceAreas: [serviceArea(denver, 60)],
      canHire: true,
    },
    hashes[DEMO_BOTH.email],
  );
  // Same user, second profile: "both" hires as well as flies.
  const bothClient = addClient(
    ctx,
    {
      ...DEMO_BOTH.client,
      firstName: DEMO_BOTH.firstName,
      lastName: DEMO_BOTH.lastName,
      city: DEMO_BOTH.city,
      services: ["real_estate"],
    },
    { userId: bothPilot.userId, createUser: false },
  );

  // An operator: no marketplace profile, only the admin role (disputes, the ledger).
  const opsCreatedAt = daysFrom(ctx.now, -300);
  ctx.rows.users.push({
    id: ctx.rng.uuid(),
    email: "ops@skyhire.test",
    passwordHash: hashes["ops@skyhire.test"],
    firstName: "Olivia",
    lastName: "Ortega",
    userType: "client",
    role: "admin",
    canFly: false,
    canHire: false,
    createdAt: opsCreatedAt,
    updatedAt: opsCreatedAt,
  });

  return { pilot, client, bothPilot, bothClient };
}
