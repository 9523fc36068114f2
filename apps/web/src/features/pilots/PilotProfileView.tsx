import type { PublicPilotProfile } from "@skyhire/shared";
import {
  CalendarDaysIcon,
  ClockIcon,
  MapPinIcon,
  PlaneTakeoffIcon,
  StarIcon,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { EquipmentSummaryItem } from "@/features/equipment/EquipmentSummaryItem";
import { LazyServiceAreaMap } from "@/features/map/LazyServiceAreaMap";
import { PilotReviewsSection } from "@/features/reviews/PilotReviewsSection";
import { cn } from "@/lib/utils";
import { HireActions } from "./HireActions";
import { PilotAvatar } from "./PilotAvatar";
import { PilotBadges } from "./PilotBadges";
import { ServiceChips } from "./ServiceChips";
import {
  categoryLabels,
  placeText,
  rateText,
  ratingText,
  reviewsText,
  formatCount,
} from "./pilotFormat";

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "P";
}

function memberSinceText(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // The month the account was made, in UTC: the same for every viewer, and for the server that
  // draws this page before the app runs (routes/prerender.tsx).
  return date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-2xl border bg-card p-5 sm:p-6", className)}>
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Cover({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative h-40 overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from via-hero-to to-sky-600 sm:h-56 lg:h-64">
      <div aria-hidden className="bg-flight-grid absolute inset-0 text-sky-200 opacity-50" />
      {src && !failed && (
        <img
          src={src}
          alt=""
          decoding="async"
          fetchPriority="high"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/30 to-transparent" />
    </div>
  );
}

/** A pilot's public profile (GET /api/pilots/:id). */
export function PilotProfileView({ pilot }: { pilot: PublicPilotProfile }) {
  const place = placeText(pilot.baseCity, pilot.baseState);
  const rate = rateText(pilot.hourlyRateMin, pilot.hourlyRateMax);
  const rating = ratingText(pilot.rating);
  const since = memberSinceText(pilot.memberSince);
  type Fact = { icon: LucideIcon; label: string; value: string };
  const facts: Fact[] = [
    {
      icon: PlaneTakeoffIcon,
      label: "Flight hours",
      value: formatCount(pilot.flightHours),
    },
  ];
  if (pilot.yearsExperience !== null) {
    const years = pilot.yearsExperience;
    facts.unshift({
      icon: CalendarDaysIcon,
      label: "Experience",
      value: `${years} ${years === 1 ? "year" : "years"}`,
    });
  }
  if (since) facts.push({ icon: ClockIcon, label: "Member since", value: since });

  return (
    <article>
      <Cover src={pilot.coverImageUrl} />
      <header className="relative flex flex-col gap-3 px-2 sm:flex-row sm:gap-6 sm:px-6">
        <PilotAvatar
          src={pilot.profileImageUrl}
          initials={initialsOf(pilot.displayName)}
          className="-mt-14 size-28 text-3xl ring-4 ring-background sm:-mt-16 sm:size-32"
        />
        <div className="min-w-0 flex-1 sm:pt-4">
          <h1 className="text-3xl font-bold sm:text-4xl">
            {pilot.businessName ?? pilot.displayName}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            {pilot.businessName && <span>{pilot.displayName}</span>}
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="size-4 text-brand-sky" aria-hidden />
                {place}
              </span>
            )}
          </p>
          <PilotBadges pilot={pilot} className="mt-3" />
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
        <div className="grid gap-6">
          <Section title="About">
            <p className="leading-relaxed whitespace-pre-line text-muted-foreground">
              {pilot.bio?.trim() || `${pilot.displayName} hasn't written an introduction yet.`}
            </p>
          </Section>

          <Section title="Services">
            {pilot.jobCategories.length > 0 ? (
              <ServiceChips labels={categoryLabels(pilot.jobCategories)} />
            ) : (
              <p className="text-muted-foreground">No services listed yet.</p>
            )}
          </Section>

          <Section title="Equipment">
            {pilot.equipment.length > 0 ? (
              <ul className="grid gap-2 sm:grid-cols-2">
                {pilot.equipment.map((item, index) => (
                  <EquipmentSummaryItem
                    key={`${item.name}-${index}`}
                    name={item.name}
                    isMain={item.isMain}
                    subtitle={
                      <span className="capitalize">
                        {[item.type, item.model].filter(Boolean).join(" · ")}
                      </span>
                    }
                  />
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">No equipment listed yet.</p>
            )}
          </Section>

          <Section title="Service areas">
            {pilot.serviceAreas.length > 0 ? (
              <>
                <LazyServiceAreaMap areas={pilot.serviceAreas} />
                <ul className="mt-3 flex flex-wrap gap-2">
                  {pilot.serviceAreas.map((area, index) => (
                    <li
                      key={`${area.label}-${index}`}
                      className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm"
                    >
                      <MapPinIcon className="size-3.5 text-brand-sky" aria-hidden />
                      {area.label}
                      <span className="text-muted-foreground">· {area.radiusMiles} mi</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-muted-foreground">
                {place ? `Based in ${place}.` : "No service areas listed yet."}
              </p>
            )}
          </Section>
          <PilotReviewsSection pilotId={pilot.id} />
        </div>

        <aside className="grid gap-4 lg:sticky lg:top-24" aria-label="Rates and booking">
          <div className="rounded-2xl border bg-card p-5 shadow-[0_1px_2px_rgb(11_26_58/0.04),0_16px_40px_-24px_rgb(11_26_58/0.35)] sm:p-6">
            <p className="text-sm text-muted-foreground">Hourly rate</p>
            <p className="font-display text-3xl font-extrabold">{rate ?? "On request"}</p>
            <div className="mt-3 flex items-center gap-2 text-sm">
              <StarIcon className="size-4 fill-star text-star" aria-hidden />
              {rating && pilot.reviewCount > 0 ? (
                <span>
                  <span className="font-semibold">{rating}</span>
                  <span className="text-muted-foreground"> · {reviewsText(pilot.reviewCount)}</span>
                </span>
              ) : (
                <span className="text-muted-foreground">No reviews yet</span>
              )}
            </div>
            <p
              className={cn(
                "mt-2 inline-flex items-center gap-2 text-sm font-medium",
                pilot.isAvailable ? "text-success" : "text-muted-foreground",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "size-2 rounded-full",
                  pilot.isAvailable ? "bg-success" : "bg-muted-foreground/50",
                )}
              />
              {pilot.isAvailable ? "Available for new missions" : "Not taking new missions"}
            </p>
            <div className="mt-5 border-t pt-5">
              <HireActions pilotId={pilot.id} pilotName={pilot.displayName} />
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 rounded-2xl border bg-card p-4 text-center lg:grid-cols-1 lg:text-left">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex flex-col items-center gap-1 lg:flex-row lg:gap-3">
                <Icon className="size-4 text-brand-sky" aria-hidden />
                <dt className="text-xs text-muted-foreground lg:flex-1 lg:text-sm">{label}</dt>
                <dd className="text-sm font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </article>
  );
}

export function PilotProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the pilot's profile">
      <Skeleton className="h-40 rounded-3xl sm:h-56 lg:h-64" />
      <div className="relative flex flex-col gap-3 px-2 sm:flex-row sm:gap-6 sm:px-6">
        <Skeleton className="-mt-14 size-28 rounded-full ring-4 ring-background sm:-mt-16 sm:size-32" />
        <div className="flex-1 space-y-3 sm:pt-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-5 w-56 rounded-full" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="grid gap-6">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}
