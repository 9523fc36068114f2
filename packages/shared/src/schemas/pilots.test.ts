import { describe, expect, it } from "vitest";
import {
  anonymizedPilotResultSchema,
  pilotSearchQuerySchema,
  pilotSearchResponseSchema,
} from "./pilots";

describe("pilot search query", () => {
  it("treats blank and 'all' as unset", () => {
    expect(
      pilotSearchQuerySchema.parse({ location: " ", category: "all", budget: "ALL", sort: "" }),
    ).toEqual({});
  });

  it("normalizes categories and coerces numbers and booleans", () => {
    expect(
      pilotSearchQuerySchema.parse({
        location: " Austin, TX ",
        category: "wedding",
        budget: "200_500",
        anonymized: "true",
        limit: "12",
        page: "2",
        radius: "25.5",
        sort: "price",
        available: "false",
      }),
    ).toEqual({
      location: "Austin, TX",
      category: "wedding_events",
      budget: "200_500",
      anonymized: true,
      limit: 12,
      page: 2,
      radius: 25.5,
      sort: "price",
      available: false,
    });
  });

  it("refuses unknown categories, budgets and sorts, and out-of-range numbers", () => {
    for (const query of [
      { category: "underwater" },
      { budget: "cheap" },
      { sort: "name" },
      { limit: "51" },
      { limit: "0" },
      { radius: "501" },
      { page: "0" },
      { anonymized: "maybe" },
    ]) {
      expect(pilotSearchQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe("anonymized result", () => {
  it("strips every key it does not list", () => {
    const parsed = anonymizedPilotResultSchema.parse({
      anonymized: true,
      alias: "Pilot J.S.",
      initials: "JS",
      city: "Austin",
      state: "TX",
      rating: 4.8,
      reviewCount: 12,
      categories: ["real_estate"],
      hourlyRateMin: 100,
      hourlyRateMax: 150,
      yearsExperience: 3,
      part107Verified: true,
      insured: true,
      backgroundChecked: false,
      credentials: {
        part107: { checkedOn: "2026-10-01" },
        insurance: { coverageCents: 100_000_000, checkedOn: "2026-10-01" },
        fleet: null,
      },
      isAvailable: true,
      distanceMiles: 4.2,
      id: "a-uuid",
      email: "jane@example.com",
      businessName: "Jane's Drones",
    });
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("email");
    expect(parsed).not.toHaveProperty("businessName");
  });
});

describe("search response", () => {
  it("says whether the total is a capped count ('100+')", () => {
    const answer = { pilots: [], total: 100, page: 1, pageSize: 6, sort: "distance" };
    expect(pilotSearchResponseSchema.parse({ ...answer, totalIsEstimate: true })).toMatchObject({
      total: 100,
      totalIsEstimate: true,
    });
    expect(pilotSearchResponseSchema.safeParse(answer).success).toBe(false);
  });
});
