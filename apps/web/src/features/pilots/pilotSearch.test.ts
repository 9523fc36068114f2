import { describe, expect, it } from "vitest";
import { buildPilotSearchUrl } from "./pilotSearch";

describe("buildPilotSearchUrl", () => {
  it("sends each filter only when set and not 'all'", () => {
    expect(
      buildPilotSearchUrl({
        location: "Austin, TX",
        category: "all",
        budget: "",
        anonymized: true,
        limit: 6,
      }),
    ).toBe("/api/pilots/search?location=Austin%2C+TX&anonymized=true&limit=6");
  });

  it("has no query string without filters", () => {
    expect(buildPilotSearchUrl({})).toBe("/api/pilots/search");
  });

  it("adds the directory's radius, sort, paging and availability when given", () => {
    expect(
      buildPilotSearchUrl({
        category: "real_estate",
        budget: "200_500",
        radius: 25,
        sort: "price",
        page: 3,
        pageSize: 12,
        available: true,
      }),
    ).toBe(
      "/api/pilots/search?category=real_estate&budget=200_500&radius=25&sort=price&page=3&pageSize=12&available=true",
    );
  });

  it("leaves out page 1 and an unticked availability", () => {
    expect(buildPilotSearchUrl({ page: 1, available: false })).toBe("/api/pilots/search");
  });
});
