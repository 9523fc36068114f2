import type { CityCluster } from "@skyhire/shared";
import { ArrowRightIcon, DollarSignIcon, StarIcon, UsersIcon, XIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  clusterRateText,
  clusterRatingText,
  pilotCountText,
  pilotsInLocationHref,
} from "./clusterMarkup";
import { IconButton } from "@/components/ui/icon-button";

/** The side card of a selected city: its figures, a close button and the way to its pilots. */
export function ClusterCard({ cluster, onClose }: { cluster: CityCluster; onClose: () => void }) {
  return (
    <section
      aria-label={`Pilots in ${cluster.location}`}
      className="absolute inset-x-3 bottom-3 z-[1000] rounded-2xl border bg-card/95 p-5 text-card-foreground shadow-2xl shadow-black/25 backdrop-blur-md animate-in fade-in slide-in-from-bottom-2 sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto sm:w-80 sm:slide-in-from-right-2"
    >
      <IconButton
        size="sm"
        onClick={onClose}
        label="Close"
        className="absolute top-3 right-3 rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <XIcon aria-hidden />
      </IconButton>
      <p className="text-xs font-semibold tracking-[0.14em] text-brand-sky uppercase">
        Pilot coverage
      </p>
      <h3 className="mt-1 pr-8 text-xl font-bold">{cluster.location}</h3>
      <ul className="mt-3 grid gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <UsersIcon className="size-4 text-brand-sky" aria-hidden />
          {pilotCountText(cluster.pilotCount)}
        </li>
        <li className="flex items-center gap-2">
          <StarIcon className="size-4 fill-star text-star" aria-hidden />
          {clusterRatingText(cluster)}
        </li>
        <li className="flex items-center gap-2">
          <DollarSignIcon className="size-4 text-brand-sky" aria-hidden />
          {clusterRateText(cluster)}
        </li>
      </ul>
      {cluster.specializations.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specializations">
          {cluster.specializations.map((s) => (
            <li
              key={s}
              className="rounded-full bg-brand-sky-soft px-2.5 py-0.5 text-xs font-semibold text-brand-sky"
            >
              {s}
            </li>
          ))}
        </ul>
      )}
      <Link
        href={pilotsInLocationHref(cluster.location)}
        className={cn(
          buttonVariants(),
          "mt-4 h-auto min-h-10 w-full text-center whitespace-normal",
        )}
      >
        View Pilots in {cluster.location}
        <ArrowRightIcon aria-hidden />
      </Link>
    </section>
  );
}
