import type { PilotSearchItem } from "@skyhire/shared";
import { MapPinIcon } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { PilotAvatar } from "./PilotAvatar";
import { PilotBadges } from "./PilotBadges";
import { PilotRating } from "./PilotRating";
import {
  categoryLabels,
  distanceText,
  placeText,
  rateText,
  resultInitials,
  resultName,
  formatCount,
} from "./pilotFormat";

const MAX_CATEGORIES = 3;

const cardClass =
  "relative flex h-full flex-col rounded-2xl border bg-card p-5 text-card-foreground shadow-[0_1px_2px_rgb(11_26_58/0.04)]";

/** One pilot in the directory; a full result links to the pilot's public profile. */
export function PilotResultCard({ pilot }: { pilot: PilotSearchItem }) {
  const name = resultName(pilot);
  const place = placeText(pilot.city, pilot.state);
  const distance = distanceText(pilot.distanceMiles);
  const categories = categoryLabels(pilot.categories);
  const rate = rateText(pilot.hourlyRateMin, pilot.hourlyRateMax);
  const experience = [
    pilot.yearsExperience ? `${pilot.yearsExperience} yrs experience` : null,
    !pilot.anonymized && pilot.flightHours > 0
      ? `${formatCount(pilot.flightHours)} flight hours`
      : null,
  ].filter(Boolean);

  return (
    <article
      className={`${cardClass} group transition-[border-color,box-shadow,transform] focus-within:ring-[3px] focus-within:ring-ring hover:-translate-y-0.5 hover:border-brand-sky/50 hover:shadow-lg hover:shadow-brand-sky/5`}
    >
      <div className="flex items-start gap-3.5">
        <PilotAvatar
          src={pilot.anonymized ? null : pilot.profileImageUrl}
          initials={resultInitials(pilot)}
          className="size-14 text-lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold">
            {pilot.anonymized ? (
              name
            ) : (
              <Link
                href={`/pilots/${encodeURIComponent(pilot.id)}`}
                className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-sky"
              >
                {name}
              </Link>
            )}
          </h2>
          <p className="truncate text-sm text-muted-foreground">
            {(!pilot.anonymized && pilot.businessName) || "Independent pilot"}
          </p>
          <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0 text-brand-sky" aria-hidden />
            <span className="truncate">
              {place ?? "Location not set"}
              {distance && <span> · {distance}</span>}
            </span>
          </p>
        </div>
      </div>

      <PilotBadges pilot={pilot} className="mt-4" />

      {categories.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Services">
          {categories.slice(0, MAX_CATEGORIES).map((label) => (
            <li
              key={label}
              className="rounded-full bg-brand-sky-soft px-2.5 py-0.5 text-xs font-medium text-brand-sky"
            >
              {label}
            </li>
          ))}
          {categories.length > MAX_CATEGORIES && (
            <li className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              +{categories.length - MAX_CATEGORIES} more
            </li>
          )}
        </ul>
      )}

      {experience.length > 0 && (
        <p className="mt-3 text-xs text-muted-foreground">{experience.join(" · ")}</p>
      )}

      <div className="min-h-4 flex-1" aria-hidden />
      <div className="flex items-center justify-between gap-3 border-t pt-4">
        <PilotRating rating={pilot.rating} reviewCount={pilot.reviewCount} />
        <span className="text-sm font-semibold whitespace-nowrap">
          {rate ?? <span className="font-normal text-muted-foreground">Rate on request</span>}
        </span>
      </div>
    </article>
  );
}

/** A placeholder card of the same size while results load. */
export function PilotResultCardSkeleton() {
  return (
    <div className={cardClass} aria-hidden>
      <div className="flex items-start gap-3.5">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3.5 w-1/2" />
          <Skeleton className="h-3.5 w-2/5" />
        </div>
      </div>
      <Skeleton className="mt-4 h-5 w-40 rounded-full" />
      <div className="mt-3 flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="mt-3 h-3 w-32" />
      <div className="min-h-4 flex-1" />
      <div className="flex items-center justify-between border-t pt-4">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}
