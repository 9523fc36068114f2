import type { PilotSearchSort } from "@skyhire/shared";

/*
 * Copies of the pilot search constants in @skyhire/shared's schemas/pilots.ts. That module builds
 * zod schemas at load time, so importing any value from it would put zod (~25 KB gzipped) into
 * the landing page's first view. searchConstants.test.ts keeps these equal to the originals.
 */
export const SEARCH_SORTS: readonly PilotSearchSort[] = ["distance", "rating", "price"];
export const DEFAULT_RADIUS_MILES = 50;
export const MAX_RADIUS_MILES = 500;
/** Spec section 8: what a failed pilot search says. */
export const SEARCH_FAILED_MESSAGE = "Failed to search pilots";
