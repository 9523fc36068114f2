import type { ServiceArea } from "../db/schema";
import { CITIES, cityLabel, milesBetween, type City } from "./catalog/cities";
import { ACCESSORIES, DRONES, PAYLOADS, type EquipmentModel } from "./catalog/equipment";
import {
  BIO_CLOSERS,
  BIO_OPENERS,
  BUSINESS_NAME_FIRST,
  BUSINESS_NAME_TRADE,
  FIRST_NAMES,
  LAST_NAMES,
} from "./catalog/people";
import type { ServiceTypeValue } from "./catalog/serviceTypeValues";
import type { Rng } from "./prng";
import { daysFrom, dollarsToCents, type SeedRows } from "./rows";

/** What the job generator needs to know about a seeded pilot. */
export interface SeededPilot {
  profileId: string;
  userId: string;
  firstName: string;
  city: City;
  categories: ServiceTypeValue[];
}

// Common jobs are more common among pilots too (roughly a marketplace's real mix).
const CATEGORY_WEIGHTS: Record<ServiceTypeValue, number> = {
  real_estate: 10,
  wedding_events: 6,
  construction: 6,
  agricultural: 3,
  film_tv: 4,
  commercial_inspection: 6,
  sports_recreation: 3,
  insurance_claims: 4,
  marketing_advertising: 5,
  emergency_services: 1,
  environmental: 2,
  mapping_surveying: 5,
};
const CATEGORIES = Object.keys(CATEGORY_WEIGHTS) as ServiceTypeValue[];

const NEARBY_MILES = 320;

export function jitter(rng: Rng, value: number, amount = 0.06): number {
  return Number((value + rng.float(-amount, amount)).toFixed(5));
}

export function serviceArea(city: City, radiusMiles: number): ServiceArea {
  return {
    label: cityLabel(city),
    city: city.city,
    state: city.state,
    lat: city.lat,
    lng: city.lng,
    radiusMiles,
  };
}

export function nearbyCities(city: City): City[] {
  return CITIES.filter((c) => c !== city && milesBetween(c, city) <= NEARBY_MILES);
}

/** Seven digits, as on a Part 107 remote pilot certificate; unique within the seed. */
export function part107Number(rng: Rng, used: Set<string>): string {
  for (;;) {
    const candidate = String(rng.int(1_000_000, 9_999_999));
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

/** Images shipped with the web app (apps/web/public/seed-images), so demo data needs no network. */
export function placeholderImage(slug: string, kind: "avatar" | "cover"): string {
  const hash = [...slug].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return kind === "avatar"
    ? `/seed-images/avatar-${(hash % 8) + 1}.svg`
    : `/seed-images/cover-${(hash % 6) + 1}.svg`;
}

export function findEquipment(name: string): EquipmentModel {
  const found = [...DRONES, ...PAYLOADS, ...ACCESSORIES].find((e) => e.name === name);
  if (!found) throw new Error(`Unknown seed equipment ${name}`);
  return found;
}

function suitable(models: readonly EquipmentModel[], categories: ServiceTypeValue[]) {
  const matching = models.filter((m) => m.suits.some((s) => categories.includes(s)));
  return matching.length > 0 ? matching : models.filter((m) => m.suits.length === 0);
}

function pickEquipment(rng: Rng, categories: ServiceTypeValue[]): EquipmentModel[] {
  const drones = suitable(DRONES, categories);
  const kit = rng.sample(rng.chance(0.6) ? drones : DRONES, rng.chance(0.45) ? 2 : 1);
  const payloads = PAYLOADS.filter((p) => p.suits.some((s) => categories.includes(s)));
  if (payloads.length > 0 && rng.chance(0.4)) kit.push(rng.pick(payloads));
  kit.push(...rng.sample(ACCESSORIES, rng.int(0, 2)));
  return kit;
}

/** ~300 generated pilots: varied, plausible, and identical on every run for a given seed. */
export function generatePilots(
  rows: SeedRows,
  rng: Rng,
  options: { count: number; now: Date; usedPart107: Set<string> },
): SeededPilot[] {
  const pilots: SeededPilot[] = [];
  const weights = CITIES.map((c) => c.weight);
  for (let i = 0; i < options.count; i++) {
    // The first rounds visit every city so each one has pilots; the rest follow city weights.
    const city =
      i < CITIES.length * 3
        ? (CITIES[i % CITIES.length] as City)
        : rng.pickWeighted(CITIES, weights);
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const slug = `${firstName}.${lastName}.${i + 1}`.toLowerCase();
    const categories = pickCategories(rng);
    const businessName = rng.chance(0.8) ? businessNameFor(rng, lastName, city) : null;
    const yearsExperience = rng.int(1, 12);
    const minRate = rng.int(15, 50) * 5; // $75 to $250 in $5 steps
    const maxRate = Math.min(400, minRate + rng.int(5, 30) * 5);
    const reviewCount = rng.int(3, 180);
    const createdAt = daysFrom(options.now, -rng.int(20, 720));
    const userId = rng.uuid();
    const profileId = rng.uuid();
    const hasPhoto = rng.chance(0.85);

    rows.users.push({
      id: userId,
      email: `${slug}@pilots.skyhire.test`,
      passwordHash: null, // seeded pilots are directory entries; they cannot sign in
      firstName,
      lastName,
      userType: "pilot",
      canFly: true,
      canHire: rng.chance(0.08),
      isPart107Certified: true,
      hasBusinessEntity: businessName !== null && rng.chance(0.85),
      profileImageUrl: hasPhoto ? placeholderImage(slug, "avatar") : null,
      createdAt,
      updatedAt: createdAt,
    });

    const nearby = rng.sample(nearbyCities(city), rng.int(0, 2));
    rows.pilotProfiles.push({
      id: profileId,
      userId,
      part107Number: part107Number(rng, options.usedPart107),
      businessName,
      bio: `${rng.pick(BIO_OPENERS)} based in ${cityLabel(city)} with ${yearsExperience} year${yearsExperience === 1 ? "" : "s"} of commercial flying. ${rng.pick(BIO_CLOSERS)}`,
      profileImageUrl: hasPhoto ? placeholderImage(slug, "avatar") : null,
      coverImageUrl: rng.chance(0.75) ? placeholderImage(slug, "cover") : null,
      jobCategories: categories,
      serviceAreas: [
        serviceArea(city, rng.int(5, 12) * 5),
        ...nearby.map((c) => serviceArea(c, rng.int(4, 10) * 5)),
      ],
      baseCity: city.city,
      baseState: city.state,
      baseLat: jitter(rng, city.lat),
      baseLng: jitter(rng, city.lng),
      hourlyRateMinCents: dollarsToCents(minRate),
      hourlyRateMaxCents: dollarsToCents(maxRate),
      flightHours: yearsExperience * rng.int(40, 260),
      isAvailable: rng.chance(0.85),
      ratingAvg: Number((4 + Math.sqrt(rng.next())).toFixed(1)), // 4.0-5.0, skewed high
      reviewCount,
      yearsExperience,
      insured: rng.chance(0.8),
      backgroundChecked: rng.chance(0.7),
      createdAt,
      updatedAt: createdAt,
    });

    pickEquipment(rng, categories).forEach((item, index) => {
      rows.equipment.push({
        id: rng.uuid(),
        pilotProfileId: profileId,
        name: item.name,
        type: item.type,
        model: item.model,
        isMain: index === 0,
        notes: null,
        createdAt,
        updatedAt: createdAt,
      });
    });

    pilots.push({ profileId, userId, firstName, city, categories });
  }
  return pilots;
}

function pickCategories(rng: Rng): ServiceTypeValue[] {
  const weights = CATEGORIES.map((c) => CATEGORY_WEIGHTS[c]);
  const wanted = rng.int(1, 4);
  const picked = new Set<ServiceTypeValue>();
  while (picked.size < wanted) picked.add(rng.pickWeighted(CATEGORIES, weights));
  return [...picked];
}

function businessNameFor(rng: Rng, lastName: string, city: City): string {
  const roll = rng.next();
  if (roll < 0.6) return `${rng.pick(BUSINESS_NAME_FIRST)} ${rng.pick(BUSINESS_NAME_TRADE)}`;
  if (roll < 0.8) return `${lastName} ${rng.pick(BUSINESS_NAME_TRADE)}`;
  return `${city.city} ${rng.pick(["Drone Works", "Aerial", "Sky Media", "Drone Pros"])}`;
}
