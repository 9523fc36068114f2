import type { CoverageResponse } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "wouter";
import { LazyCoverageMap } from "@/features/map/LazyCoverageMap";
import { useNearViewport } from "@/lib/useNearViewport";
import { SectionHeading } from "./SectionHeading";
import { cn } from "@/lib/utils";
import { BELOW_FOLD } from "./landingSections";
import { HydrateLater } from "./HydrateLater";

export const COVERAGE_URL = "/api/pilots/coverage";

function isCoverage(data: unknown): data is CoverageResponse {
  return (
    typeof data === "object" && data !== null && Array.isArray((data as CoverageResponse).clusters)
  );
}

/**
 * Anchor #pilots-map: the coverage map with real city clusters. Its data and its code (Leaflet)
 * load only as the section nears the viewport; a placeholder of the same size holds the space.
 */
function PilotsMapSectionContent() {
  const { ref, near } = useNearViewport<HTMLElement>("600px");
  const coverage = useQuery({
    queryKey: [COVERAGE_URL],
    enabled: near,
    select: (data: unknown) => (isCoverage(data) ? data : null),
  });
  const live = coverage.data ?? null;
  const failed = coverage.isError || (coverage.isSuccess && live === null);

  return (
    <section id="pilots-map" ref={ref} className={cn("py-20 sm:py-28", BELOW_FOLD)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Pilot coverage"
          title="Certified pilots across the country"
          text="Every bubble is a city with pilots ready to fly. Pick one to see ratings, rates and specialties."
        />
        <LazyCoverageMap
          className="mt-12"
          ready={near && !coverage.isPending}
          // Live clusters when the call worked; the sample clusters if it failed.
          clusters={failed ? undefined : (live?.clusters ?? [])}
          stats={failed ? undefined : live?.stats}
        />
        <div className="mt-6 flex flex-col items-center justify-between gap-4 sm:flex-row">
          <p className="text-sm text-muted-foreground">
            {failed
              ? "Live coverage is unavailable right now, so the map shows sample cities."
              : "Pilots are grouped by the city they are based in."}
          </p>
          <Link
            href="/pilots"
            className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand-orange px-6 font-semibold text-brand-orange-foreground shadow-lg shadow-orange-500/30 transition hover:brightness-105"
          >
            Search Pilots
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Hydrated after the page's first screen (HydrateLater). */
export function PilotsMapSection() {
  return (
    <HydrateLater>
      <PilotsMapSectionContent />
    </HydrateLater>
  );
}
