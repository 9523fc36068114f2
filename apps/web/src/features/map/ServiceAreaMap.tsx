import type { PilotServiceAreaResponse } from "@skyhire/shared";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./coverageMap.css";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import { escapeHtml } from "./escapeHtml";
import { addBaseLayers } from "./baseLayers";
import { MAP_CENTER, MAP_FRAME_CLASS, MAP_ZOOM } from "./mapConfig";

const METERS_PER_MILE = 1609.344;

export type ServiceAreaMapProps = {
  areas: readonly PilotServiceAreaResponse[];
  heightClass?: string;
  className?: string;
};

/** A pilot's service areas as circles of their radius, framed to fit them all. */
export default function ServiceAreaMap({
  areas,
  heightClass = "h-72",
  className,
}: ServiceAreaMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: [MAP_CENTER.lat, MAP_CENTER.lng],
      zoom: MAP_ZOOM,
      scrollWheelZoom: false,
    });
    addBaseLayers(map, container);

    const circles = areas.map((area) =>
      L.circle([area.lat, area.lng], {
        radius: area.radiusMiles * METERS_PER_MILE,
        className: "skyhire-area",
        weight: 2,
        fillOpacity: 0.14,
      })
        .bindTooltip(escapeHtml(area.label), {
          permanent: true,
          direction: "center",
          className: "skyhire-area-label",
        })
        .addTo(map),
    );
    if (circles.length > 0) {
      const bounds = L.featureGroup(circles).getBounds();
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 10 });
    }

    const observer =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      map.remove();
    };
  }, [areas]);

  return (
    <div
      className={cn(
        "relative isolate overflow-hidden rounded-2xl border",
        MAP_FRAME_CLASS,
        heightClass,
        className,
      )}
    >
      <div
        ref={containerRef}
        role="region"
        aria-label="Map of service areas"
        className="skyhire-map-canvas absolute inset-0 z-0"
      />
    </div>
  );
}
