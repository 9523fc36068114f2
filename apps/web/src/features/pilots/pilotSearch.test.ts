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
});
