import { coverageStats, type CityCluster } from "@skyhire/shared";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./coverageMap.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { addBaseLayers } from "./baseLayers";
import { ClusterCard } from "./ClusterCard";
import { CoverageStatsGrid } from "./CoverageStatsGrid";
import { clusterPopupHtml, markerHtml, markerLabel } from "./clusterMarkup";
import {
  initialZoom,
  MAP_CENTER,
  MAP_FRAME_CLASS,
  MAP_HEIGHT_CLASS,
  MARKER_SIZE,
  POPUP_MAX_WIDTH,
} from "./mapConfig";
import { SAMPLE_CLUSTERS } from "./sampleClusters";
import type { CoverageMapProps } from "./types";

/**
 * The pilot coverage map (spec sections 2, 3, 4 and 9): statistics, a Leaflet map of city
 * clusters with pilot-count bubbles and popups, and a side card for the selected city. Loaded
 * lazily (see LazyCoverageMap): Leaflet never weighs on a page's first view.
 */
export default function CoverageMap({
  clusters,
  heightClass = MAP_HEIGHT_CLASS,
  showStats = true,
  onClusterClick,
  stats,
  className,
}: CoverageMapProps) {
  const list = clusters ?? SAMPLE_CLUSTERS;
  const shownStats = useMemo(() => stats ?? coverageStats(list), [stats, list]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list.find((c) => c.id === selectedId) ?? null;
  const mapRef = useRef<L.Map | null>(null);

  const onClickRef = useRef(onClusterClick);
  useEffect(() => {
    onClickRef.current = onClusterClick;
  }, [onClusterClick]);

  const select = useCallback((cluster: CityCluster) => {
    setSelectedId(cluster.id);
    onClickRef.current?.(cluster);
  }, []);

  const close = useCallback(() => {
    setSelectedId(null);
    mapRef.current?.closePopup();
  }, []);

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {showStats && <CoverageStatsGrid stats={shownStats} />}
      <div
        className={cn(
          "relative isolate overflow-hidden rounded-2xl border",
          MAP_FRAME_CLASS,
          heightClass,
        )}
      >
        <LeafletClusterMap
          clusters={list}
          selectedId={selectedId}
          onSelect={select}
          mapRef={mapRef}
        />
        {selected && <ClusterCard cluster={selected} onClose={close} />}
      </div>
    </div>
  );
}

type LeafletClusterMapProps = {
  clusters: readonly CityCluster[];
  selectedId: string | null;
  onSelect: (cluster: CityCluster) => void;
  mapRef: React.RefObject<L.Map | null>;
};

/** The Leaflet part: created once, markers replaced when the clusters change. */
function LeafletClusterMap({ clusters, selectedId, onSelect, mapRef }: LeafletClusterMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef(new Map<string, L.Marker>());

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: [MAP_CENTER.lat, MAP_CENTER.lng],
      zoom: initialZoom(container.clientWidth),
      // The page scrolls past the map; zoom with the buttons, a pinch or a double click.
      scrollWheelZoom: false,
    });
    addBaseLayers(map, container);
    mapRef.current = map;

    // Keep Leaflet's idea of the size in step with the layout (phones rotating, sidebars).
    const observer =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, [mapRef]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const markers = new Map<string, L.Marker>();
    for (const cluster of clusters) {
      const label = markerLabel(cluster);
      const marker = L.marker([cluster.position.lat, cluster.position.lng], {
        icon: L.divIcon({
          className: "skyhire-marker",
          html: markerHtml(cluster),
          iconSize: [MARKER_SIZE, MARKER_SIZE],
          iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
          popupAnchor: [0, -MARKER_SIZE / 2],
        }),
        title: label,
        riseOnHover: true,
      })
        .bindPopup(clusterPopupHtml(cluster), {
          maxWidth: POPUP_MAX_WIDTH,
          className: "skyhire-popup-frame",
          autoPanPadding: [16, 16],
        })
        .on("click", () => onSelect(cluster))
        .addTo(layer);
      marker.getElement()?.setAttribute("aria-label", label);
      markers.set(cluster.id, marker);
    }
    markersRef.current = markers;
    return () => {
      layer.remove();
      markersRef.current = new Map();
    };
  }, [clusters, onSelect, mapRef]);

  useEffect(() => {
    for (const [id, marker] of markersRef.current) {
      marker.getElement()?.classList.toggle("is-selected", id === selectedId);
    }
  }, [selectedId, clusters]);

  return (
    <div
      ref={containerRef}
      className="skyhire-map-canvas absolute inset-0 z-0"
      aria-label="Map of pilot coverage by city"
      role="region"
    />
  );
}
