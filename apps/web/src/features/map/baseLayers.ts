import L from "leaflet";
import { TILE_ATTRIBUTION, TILE_MAX_ZOOM, TILE_URL } from "./mapConfig";
import { US_OUTLINE } from "./usOutline";

const SILHOUETTE_MAX_ZOOM = 5;

/**
 * Tiles from the public tile service, over a faint silhouette of the country that keeps the map
 * readable offline; the silhouette fades once a tile has loaded.
 */
export function addBaseLayers(map: L.Map, container: HTMLElement): void {
  // The silhouette is coarse: past the zoom that shows the whole country it only gets in the way.
  const fitSilhouette = () =>
    container.classList.toggle("is-zoomed-in", map.getZoom() > SILHOUETTE_MAX_ZOOM);
  map.on("zoomend", fitSilhouette);
  fitSilhouette();
  L.polygon(US_OUTLINE as [number, number][], {
    className: "skyhire-land",
    interactive: false,
    smoothFactor: 1.5,
  }).addTo(map);
  L.tileLayer(TILE_URL, { maxZoom: TILE_MAX_ZOOM, attribution: TILE_ATTRIBUTION })
    .once("tileload", () => container.classList.add("has-tiles"))
    .addTo(map);
}
