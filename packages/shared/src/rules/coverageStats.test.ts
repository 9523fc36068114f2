import { describe, expect, it } from "vitest";
import {
  averageHourlyRate,
  averageRating,
  citiesServed,
  coverageStats,
  formatHourlyRange,
  totalPilots,
  type CoverageStatsCluster,
} from "./coverageStats";

const cluster = (
  pilotCount: number,
  avgRating: number | null,
  priceRange: { min: number; max: number } | null,
): CoverageStatsCluster => ({ pilotCount, avgRating, priceRange });

describe("coverage statistics (spec section 9)", () => {
  const clusters = [
    cluster(47, 4.8, { min: 150, max: 350 }),
    cluster(32, 4.9, { min: 175, max: 400 }),
    cluster(23, 4.6, { min: 100, max: 250 }),
  ];

  it("sums pilotCount for the total", () => {
    expect(totalPilots(clusters)).toBe(102);
  });

  it("averages the cluster ratings (not the pilots) to one decimal", () => {
    // (4.8 + 4.9 + 4.6) / 3 = 4.7666...
    expect(averageRating(clusters)).toBe(4.8);
    expect(averageRating([cluster(1, 4.6, null), cluster(100, 4.7, null)])).toBe(4.7);
    // 4.65 must not fall to 4.6 through binary floating point.
    expect(averageRating([cluster(1, 4.6, null), cluster(1, 4.7, null)])).toBe(4.7);
  });

  it("counts clusters as cities served", () => {
    expect(citiesServed(clusters)).toBe(3);
  });

  it("averages each cluster's min/max midpoint, rounded", () => {
    // midpoints 250, 287.5, 175 -> 237.5 -> 238
    expect(averageHourlyRate(clusters)).toBe(238);
  });

  it("skips clusters without a rating or a rate, and answers zeros for no clusters", () => {
    const partial = [cluster(3, null, null), cluster(2, 4.5, { min: 100, max: 200 })];
    expect(coverageStats(partial)).toEqual({
      totalPilots: 5,
      avgRating: 4.5,
      citiesServed: 2,
      avgHourlyRate: 150,
    });
    expect(coverageStats([])).toEqual({
      totalPilots: 0,
      avgRating: 0,
      citiesServed: 0,
      avgHourlyRate: 0,
    });
  });

  it("formats a rate range as the map shows it", () => {
    expect(formatHourlyRange({ min: 100, max: 400 })).toBe("$100-400/hr");
  });
});
