import { formatHourlyRange, type CityCluster, type CoverageStats } from "@skyhire/shared";
import { escapeHtml } from "./escapeHtml";
import { POPUP_SPECIALIZATIONS } from "./mapConfig";
import { formatCount, pilotCountText } from "@/features/pilots/pilotFormat";

export { pilotCountText };

/** "$100-400/hr", or a plain note when nobody in the city has set a rate. */
export function clusterRateText(cluster: Pick<CityCluster, "priceRange">): string {
  return cluster.priceRange ? formatHourlyRange(cluster.priceRange) : "Rates on request";
}

export function clusterRatingText(cluster: Pick<CityCluster, "avgRating">): string {
  return cluster.avgRating === null
    ? "No ratings yet"
    : `${cluster.avgRating.toFixed(1)} avg rating`;
}

/** What a screen reader hears for a marker, e.g. "Austin, TX: 23 pilots". */
export function markerLabel(cluster: CityCluster): string {
  return `${cluster.location}: ${pilotCountText(cluster.pilotCount)}`;
}

/** The 48x48 bubble's inner markup: only a number, so nothing needs escaping. */
export function markerHtml(cluster: CityCluster): string {
  const count = Math.max(0, Math.trunc(cluster.pilotCount));
  return `<span class="skyhire-marker__count">${count > 999 ? "999+" : count}</span>`;
}

/**
 * The marker popup: location, count, rating, rate and the first 3 specializations. Every piece
 * of text from the data is escaped (spec section 5), so a city or specialization name can never
 * inject markup.
 */
export function clusterPopupHtml(cluster: CityCluster): string {
  const specializations = cluster.specializations
    .slice(0, POPUP_SPECIALIZATIONS)
    .map((s) => `<li>${escapeHtml(s)}</li>`)
    .join("");
  return [
    `<div class="skyhire-popup">`,
    `<p class="skyhire-popup__title">${escapeHtml(cluster.location)}</p>`,
    `<p class="skyhire-popup__meta">${escapeHtml(pilotCountText(cluster.pilotCount))}`,
    ` &middot; ${escapeHtml(clusterRatingText(cluster))}</p>`,
    `<p class="skyhire-popup__rate">${escapeHtml(clusterRateText(cluster))}</p>`,
    specializations ? `<ul class="skyhire-popup__tags">${specializations}</ul>` : "",
    `</div>`,
  ].join("");
}

/** The four statistics under their spec labels (section 2 "Coverage map", section 9). */
export function statItems(stats: CoverageStats): { label: string; value: string }[] {
  return [
    { label: "Licensed Pilots", value: formatCount(stats.totalPilots) },
    { label: "Avg Rating", value: stats.avgRating.toFixed(1) },
    { label: "Cities Served", value: formatCount(stats.citiesServed) },
    { label: "Avg Rate/Hour", value: `$${formatCount(stats.avgHourlyRate)}` },
  ];
}

/** /pilots filtered by a cluster's location. */
export function pilotsInLocationHref(location: string): string {
  return `/pilots?${new URLSearchParams({ location }).toString()}`;
}
