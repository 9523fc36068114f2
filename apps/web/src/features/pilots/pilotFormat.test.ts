import { NO_CREDENTIAL_BADGES, type PilotSearchItem } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import {
  categoryLabels,
  distanceText,
  pilotCountText,
  placeText,
  rateText,
  resultInitials,
  resultName,
  reviewsText,
  toSearchPage,
  totalText,
} from "./pilotFormat";

const facts = {
  city: "Austin",
  state: "TX",
  rating: 4.8,
  reviewCount: 12,
  categories: ["real_estate"],
  hourlyRateMin: 95,
  hourlyRateMax: 250,
  yearsExperience: 7,
  part107Verified: true,
  insured: true,
  backgroundChecked: false,
  credentials: NO_CREDENTIAL_BADGES,
  isAvailable: true,
  distanceMiles: null,
};

describe("pilot formatting", () => {
  it("writes places, rates, reviews and distances", () => {
    expect(placeText("Austin", "TX")).toBe("Austin, TX");
    expect(placeText(null, "TX")).toBe("TX");
    expect(placeText(null, null)).toBeNull();
    expect(rateText(95, 250)).toBe("$95-250/hr");
    expect(rateText(100, 100)).toBe("$100/hr");
    expect(rateText(95, null)).toBe("From $95/hr");
    expect(rateText(null, null)).toBeNull();
    expect(reviewsText(0)).toBe("No reviews yet");
    expect(reviewsText(1)).toBe("1 review");
    expect(reviewsText(1234)).toBe("1,234 reviews");
    expect(distanceText(12.6)).toBe("13 mi away");
    expect(distanceText(0.2)).toBe("Under 1 mi away");
    expect(distanceText(null)).toBeNull();
    expect(categoryLabels(["wedding_events", "film_tv"])).toEqual([
      "Wedding & Events",
      "Film & TV",
    ]);
  });

  it("counts pilots, with a + when the server stopped counting", () => {
    expect(pilotCountText(1)).toBe("1 pilot");
    expect(pilotCountText(1240)).toBe("1,240 pilots");
    expect(pilotCountText(1000, true)).toBe("1,000+ pilots");
    expect(totalText(100, true)).toBe("100+");
    expect(totalText(37)).toBe("37");
  });

  it("names anonymized results by pseudonym and initials only", () => {
    const anonymous: PilotSearchItem = {
      anonymized: true,
      alias: "Pilot J.S.",
      initials: "JS",
      ...facts,
    };
    expect(resultName(anonymous)).toBe("Pilot J.S.");
    expect(resultInitials(anonymous)).toBe("JS");
    const named: PilotSearchItem = {
      anonymized: false,
      id: "p1",
      displayName: "Jane S.",
      businessName: null,
      profileImageUrl: null,
      flightHours: 10,
      ...facts,
    };
    expect(resultName(named)).toBe("Jane S.");
    expect(resultInitials(named)).toBe("JS");
  });
});

describe("toSearchPage", () => {
  it("reads the search answer", () => {
    expect(toSearchPage({ pilots: [], total: 40, page: 2, pageSize: 12 })).toEqual({
      pilots: [],
      total: 40,
      totalIsEstimate: false,
      page: 2,
      pageSize: 12,
      location: undefined,
    });
    expect(toSearchPage({ pilots: [], total: 100, totalIsEstimate: true })).toMatchObject({
      total: 100,
      totalIsEstimate: true,
    });
  });

  it("accepts a bare list and reads anything else as no results", () => {
    expect(toSearchPage([{}, {}]).total).toBe(2);
    expect(toSearchPage(null)).toEqual({
      pilots: [],
      total: 0,
      totalIsEstimate: false,
      page: 1,
      pageSize: 0,
    });
  });
});
