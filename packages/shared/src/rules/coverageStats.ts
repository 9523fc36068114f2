/**
 * Coverage map statistics of spec section 9, computed from city clusters. The server answers
 * them with GET /api/pilots/coverage and the web map uses the same functions for its sample
 * clusters.
 */

/** What the statistics read from a city cluster (hourly dollars; null when nobody set a rate). */
export interface CoverageStatsCluster {
  pilotCount: number;
  /** Null when no pilot in the city has a rating yet; such clusters do not enter the mean. */
  avgRating: number | null;
  priceRange: { min: number; max: number } | null;
}

export interface CoverageStats {
  /** 'Licensed Pilots' */
  totalPilots: number;
  /** 'Avg Rating'; 0 when no cluster has a rating. */
  avgRating: number;
  /** 'Cities Served' */
  citiesServed: number;
  /** 'Avg Rate/Hour' in whole dollars; 0 when no cluster has a rate. */
  avgHourlyRate: number;
}

/** Total pilots: the sum of pilotCount. */
export function totalPilots(clusters: readonly CoverageStatsCluster[]): number {
  return clusters.reduce((sum, c) => sum + c.pilotCount, 0);
}

/** Average rating: the mean of the cluster ratings, to one decimal. */
export function averageRating(clusters: readonly CoverageStatsCluster[]): number {
  const ratings = clusters.flatMap((c) => (c.avgRating === null ? [] : [c.avgRating]));
  if (ratings.length === 0) return 0;
  return roundTo(ratings.reduce((sum, r) => sum + r, 0) / ratings.length, 1);
}

/** Cities served: the number of clusters. */
export function citiesServed(clusters: readonly CoverageStatsCluster[]): number {
  return clusters.length;
}

/** Average hourly rate: the mean of each cluster's min/max midpoint, rounded to whole dollars. */
export function averageHourlyRate(clusters: readonly CoverageStatsCluster[]): number {
  const midpoints = clusters.flatMap((c) =>
    c.priceRange === null ? [] : [(c.priceRange.min + c.priceRange.max) / 2],
  );
  if (midpoints.length === 0) return 0;
  return Math.round(midpoints.reduce((sum, m) => sum + m, 0) / midpoints.length);
}

export function coverageStats(clusters: readonly CoverageStatsCluster[]): CoverageStats {
  return {
    totalPilots: totalPilots(clusters),
    avgRating: averageRating(clusters),
    citiesServed: citiesServed(clusters),
    avgHourlyRate: averageHourlyRate(clusters),
  };
}

/** "$100-400/hr", as the map shows a cluster's rate (spec section 9). */
export function formatHourlyRange(range: { min: number; max: number }): string {
  return `$${range.min}-${range.max}/hr`;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Nudge by epsilon so 4.65 rounds to 4.7 despite binary floating point.
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
