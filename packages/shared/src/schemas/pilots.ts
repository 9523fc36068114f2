import { z } from "zod";
import { storableText } from "./storableText";
import { credentialBadgesSchema } from "./credentials";
import { ALL_FILTER, BUDGET_RANGES } from "../constants/budgetRanges";
import { normalizeServiceType } from "../constants/serviceTypeAliases";
import { PILOT_SEARCH_PREVIEW_LIMIT } from "../constants/product";
import { SERVICE_TYPE_VALUES } from "../constants/serviceTypes";

/** Spec section 9: without a limit, search answers the landing page preview's 6 pilots. */
export const PILOT_SEARCH_DEFAULT_LIMIT = PILOT_SEARCH_PREVIEW_LIMIT;
export const PILOT_SEARCH_MAX_LIMIT = 50;
export const PILOT_SEARCH_DEFAULT_RADIUS_MILES = 50;
export const PILOT_SEARCH_MAX_RADIUS_MILES = 500;
/** Deeper pages are refused: nobody pages that far, and large offsets cost the database. */
export const PILOT_SEARCH_MAX_PAGE = 1000;
/**
 * Search counts matches up to this many past the start of the page it answers (in steps of
 * this size); past that, `total` is the count reached and `totalIsEstimate` is true
 * ("1,000+"). Counting every one of tens of thousands of pilots cost far more than the page.
 */
export const PILOT_SEARCH_COUNT_LIMIT = 1000;
/** The same around a place, sorted nearest first, where counting costs more per pilot ("100+"). */
export const PILOT_SEARCH_NEARBY_COUNT_LIMIT = 100;
export const PILOT_SEARCH_SORTS = ["distance", "rating", "price"] as const;
export type PilotSearchSort = (typeof PILOT_SEARCH_SORTS)[number];

export const BUDGET_RANGE_VALUES = BUDGET_RANGES.map((r) => r.value) as [
  (typeof BUDGET_RANGES)[number]["value"],
  ...(typeof BUDGET_RANGES)[number]["value"][],
];
export type BudgetRangeValue = (typeof BUDGET_RANGES)[number]["value"];

/** 400 message when a search location cannot be placed on the map. */
export function unknownLocationMessage(text: string): string {
  return `We couldn't find "${text}". Try a city and state like "Austin, TX" or a 5-digit ZIP code.`;
}
export const PILOT_NOT_FOUND_MESSAGE = "Pilot not found";
/** Spec section 8: what the web shows when the search call fails. */
export const PILOT_SEARCH_FAILED_MESSAGE = "Failed to search pilots";

/** Query values that mean "no filter": absent, blank, or 'all' (spec section 7). */
function unsetWhenBlankOrAll(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" || text.toLowerCase() === ALL_FILTER ? undefined : text;
}
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(unsetWhenBlankOrAll, schema.optional());

const queryInt = (min: number, max: number) => filter(z.coerce.number().int().min(min).max(max));
const queryBoolean = filter(z.stringbool());

/**
 * GET /api/pilots/search query. Every filter applies only when set and not 'all'. `pageSize` is
 * the same as `limit` (default 6); `page` starts at 1.
 */
export const pilotSearchQuerySchema = z.object({
  /** Free text 'City, State' ('Austin, TX' or 'Austin, Texas') or a 5-digit ZIP code. */
  location: filter(storableText().max(120)),
  /** A service type value, label, or footer slug (real-estate, wedding, ...). */
  category: filter(
    z.string().transform((text, ctx) => {
      const value = normalizeServiceType(text);
      if (value) return value;
      ctx.addIssue({
        code: "custom",
        message: `Unknown category. Use one of: ${SERVICE_TYPE_VALUES.join(", ")}`,
      });
      return z.NEVER;
    }),
  ),
  /** A budget range value; matches pilots whose hourly range overlaps it. */
  budget: filter(z.enum(BUDGET_RANGE_VALUES)),
  /** Hide everything that identifies a pilot (landing page preview). */
  anonymized: queryBoolean,
  limit: queryInt(1, PILOT_SEARCH_MAX_LIMIT),
  pageSize: queryInt(1, PILOT_SEARCH_MAX_LIMIT),
  page: queryInt(1, PILOT_SEARCH_MAX_PAGE),
  /** Miles added to each service area's own radius; default 50. */
  radius: filter(z.coerce.number().min(0).max(PILOT_SEARCH_MAX_RADIUS_MILES)),
  /** Default: distance with a location, else rating. Distance without a location means rating. */
  sort: filter(z.enum(PILOT_SEARCH_SORTS)),
  /** "Available now": only pilots not flying a mission (a job in progress) at the moment. */
  available: queryBoolean,
  /** "Part 107 current": a verified certificate, current today (14 CFR 107.65). */
  part107Current: queryBoolean,
  /** "Insured for at least $X": verified per-occurrence coverage in whole dollars, in force today. */
  insuredMin: queryInt(1, 100_000_000),
});
export type PilotSearchQuery = z.output<typeof pilotSearchQuerySchema>;
/** What a caller may put in the query string (all optional, strings or numbers). */
export type PilotSearchParams = {
  [K in keyof PilotSearchQuery]?: string | number | boolean;
};

/** The verified badges a result may carry; never a certificate or policy number. */
const badges = {
  /** An operator verified the Part 107 certificate and it is current today (credentials.part107). */
  part107Verified: z.boolean(),
  /** An operator verified insurance in force today (credentials.insurance). */
  insured: z.boolean(),
  backgroundChecked: z.boolean(),
  /** The credential badges with the day each was checked. */
  credentials: credentialBadgesSchema,
};

/** What anonymized and full results share: nothing in here identifies a person. */
const publicFacts = {
  city: z.string().nullable(),
  state: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Service type values. */
  categories: z.array(z.string()),
  /** Whole dollars per hour. */
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
  yearsExperience: z.number().int().nullable(),
  ...badges,
  isAvailable: z.boolean(),
  /** Miles from the searched location to the nearest service area covering it; null without a location. */
  distanceMiles: z.number().nullable(),
};

/**
 * A search result with anonymized=true. Its own schema, so response serialization strips any
 * other key: no id, name, email, phone, business name, address or image can leak.
 */
export const anonymizedPilotResultSchema = z.object({
  anonymized: z.literal(true),
  /** e.g. "Pilot J.S." */
  alias: z.string(),
  /** e.g. "JS" */
  initials: z.string(),
  ...publicFacts,
});
export type AnonymizedPilotResult = z.infer<typeof anonymizedPilotResultSchema>;

export const pilotResultSchema = z.object({
  anonymized: z.literal(false),
  id: z.string(),
  /** First name and last initial, e.g. "Jane S." */
  displayName: z.string(),
  businessName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  flightHours: z.number().int(),
  ...publicFacts,
});
export type PilotResult = z.infer<typeof pilotResultSchema>;

export const pilotSearchItemSchema = z.discriminatedUnion("anonymized", [
  anonymizedPilotResultSchema,
  pilotResultSchema,
]);
export type PilotSearchItem = z.infer<typeof pilotSearchItemSchema>;

export const searchLocationSchema = z.object({
  /** "Austin, TX", or "Austin, TX 78701" for a ZIP code. */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

export const pilotSearchResponseSchema = z.object({
  pilots: z.array(pilotSearchItemSchema),
  /**
   * Matches over all pages; when `totalIsEstimate` is true, counting stopped there and there
   * are more ("1,000+").
   */
  total: z.number().int(),
  /** True when there are more matches than `total` (the count was capped). */
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(PILOT_SEARCH_SORTS),
  /** Where the search was centred, when a location was given. */
  location: searchLocationSchema.optional(),
});
export type PilotSearchResponse = z.infer<typeof pilotSearchResponseSchema>;

export const pilotServiceAreaSchema = z.object({
  label: z.string(),
  city: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusMiles: z.number(),
});
export type PilotServiceAreaResponse = z.infer<typeof pilotServiceAreaSchema>;

export const publicEquipmentSchema = z.object({
  name: z.string(),
  type: z.string(),
  model: z.string().nullable(),
  isMain: z.boolean(),
});

/** GET /api/pilots/:id: what anyone may see of a pilot. */
export const publicPilotProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  businessName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  ...badges,
  jobCategories: z.array(z.string()),
  equipment: z.array(publicEquipmentSchema),
  serviceAreas: z.array(pilotServiceAreaSchema),
  baseCity: z.string().nullable(),
  baseState: z.string().nullable(),
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  isAvailable: z.boolean(),
  yearsExperience: z.number().int().nullable(),
  flightHours: z.number().int(),
  memberSince: z.string(),
});
export type PublicPilotProfile = z.infer<typeof publicPilotProfileSchema>;

export const pilotIdParamsSchema = z.object({ id: storableText() });

export const COVERAGE_DEFAULT_CLUSTERS = 100;
export const COVERAGE_MAX_CLUSTERS = 1000;

export const coverageQuerySchema = z.object({
  /** Largest clusters first; statistics always cover every city. */
  limit: queryInt(1, COVERAGE_MAX_CLUSTERS),
});

/** A city cluster of the coverage map (spec section 3). */
export const cityClusterSchema = z.object({
  id: z.string(),
  /** "City, ST" */
  location: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  pilotCount: z.number().int(),
  avgRating: z.number().nullable(),
  /** Hourly dollars; null when no pilot there has set a rate. */
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Service type labels, most common first. */
  specializations: z.array(z.string()),
});
export type CityCluster = z.infer<typeof cityClusterSchema>;

export const coverageStatsSchema = z.object({
  totalPilots: z.number().int(),
  avgRating: z.number(),
  citiesServed: z.number().int(),
  avgHourlyRate: z.number().int(),
});

export const coverageResponseSchema = z.object({
  clusters: z.array(cityClusterSchema),
  stats: coverageStatsSchema,
});
export type CoverageResponse = z.infer<typeof coverageResponseSchema>;
