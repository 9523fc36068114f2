import { coverageStats, type CityCluster } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import {
  clusterPopupHtml,
  markerHtml,
  markerLabel,
  pilotsInLocationHref,
  statItems,
} from "./clusterMarkup";
import { SAMPLE_CLUSTERS } from "./sampleClusters";

const cluster = (overrides: Partial<CityCluster> = {}): CityCluster => ({
  id: "austin-tx",
  location: "Austin, TX",
  position: { lat: 30.27, lng: -97.74 },
  pilotCount: 23,
  avgRating: 4.9,
  priceRange: { min: 100, max: 250 },
  specializations: ["Music", "Real Estate", "Construction", "Events"],
  ...overrides,
});

describe("clusterPopupHtml", () => {
  it("shows the location, count, rating, rate and the first 3 specializations", () => {
    const html = clusterPopupHtml(cluster());
    expect(html).toContain("Austin, TX");
    expect(html).toContain("23 pilots");
    expect(html).toContain("4.9 avg rating");
    expect(html).toContain("$100-250/hr");
    expect(html).toContain("<li>Music</li><li>Real Estate</li><li>Construction</li>");
    expect(html).not.toContain("Events");
  });

  it("escapes location and specialization text", () => {
    const html = clusterPopupHtml(
      cluster({
        location: `<img src=x onerror="alert(1)">`,
        specializations: ["Film & TV", "<script>alert(1)</script>"],
      }),
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("<li>Film &amp; TV</li>");
  });

  it("copes with a city without rating or rate", () => {
    const html = clusterPopupHtml(cluster({ avgRating: null, priceRange: null, pilotCount: 1 }));
    expect(html).toContain("1 pilot ");
    expect(html).toContain("No ratings yet");
    expect(html).toContain("Rates on request");
  });
});

describe("markers", () => {
  it("carry only the pilot count and a readable label", () => {
    expect(markerHtml(cluster())).toBe('<span class="skyhire-marker__count">23</span>');
    expect(markerHtml(cluster({ pilotCount: 1500 }))).toContain(">999+<");
    expect(markerLabel(cluster())).toBe("Austin, TX: 23 pilots");
  });
});

describe("statItems", () => {
  it("formats the sample clusters' statistics under the spec labels", () => {
    expect(statItems(coverageStats(SAMPLE_CLUSTERS))).toEqual([
      { label: "Licensed Pilots", value: "282" },
      { label: "Avg Rating", value: "4.8" },
      { label: "Cities Served", value: "8" },
      { label: "Avg Rate/Hour", value: "$242" },
    ]);
  });
});

it("links a location to the filtered pilot directory", () => {
  expect(pilotsInLocationHref("Austin, TX")).toBe("/pilots?location=Austin%2C+TX");
});
