/** Coverage map constants of spec section 9. */
export const MAP_CENTER = { lat: 39.83, lng: -98.58 } as const;
export const MAP_ZOOM = 4;
/**
 * Containers narrower than this start one zoom level out, so a phone sees the whole country
 * at the default centre instead of its middle third.
 */
export const NARROW_MAP_WIDTH = 640;
export const TILE_MAX_ZOOM = 19;
export const POPUP_MAX_WIDTH = 300;
/** Marker bubbles are 48x48 px. */
export const MARKER_SIZE = 48;
/** The popup lists at most the first 3 specializations. */
export const POPUP_SPECIALIZATIONS = 3;
/** The map block's height: 500px (spec section 2 "Coverage map"). */
export const MAP_HEIGHT_CLASS = "h-[500px]";

/** Background tiles: a public {z}/{x}/{y} tile service. Without network the tiles are simply absent. */
export const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The map's starting zoom for a container of this width. */
export function initialZoom(containerWidth: number): number {
  return containerWidth > 0 && containerWidth < NARROW_MAP_WIDTH ? MAP_ZOOM - 1 : MAP_ZOOM;
}

/**
 * The map block's own background: a soft chart grid, so the map looks intentional even when
 * the tiles cannot load (offline) and while they arrive.
 */
export const MAP_FRAME_CLASS =
  "bg-flight-grid bg-[#e2eefa] text-sky-900 dark:bg-[#081838] dark:text-sky-200";
