import type { PilotSearchItem } from "@skyhire/shared";
import { BadgeCheckIcon, ShieldCheckIcon, StarIcon, UserCheckIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import {
  categoryLabels,
  placeText,
  rateText,
  ratingText,
  resultInitials,
  resultName,
} from "@/features/pilots/pilotFormat";

const rowClass =
  "flex h-[60px] items-center gap-3 rounded-xl border border-white/10 bg-white/[0.06] px-3";

/** One anonymized pilot in the hero's search panel: pseudonym, city, rating, services, rate. */
export function PilotPreviewRow({ pilot }: { pilot: PilotSearchItem }) {
  const categories = categoryLabels(pilot.categories);
  const rating = ratingText(pilot.rating);
  const badges = [
    pilot.part107Verified && { icon: BadgeCheckIcon, label: "Part 107 verified" },
    pilot.insured && { icon: ShieldCheckIcon, label: "Insured" },
    pilot.backgroundChecked && { icon: UserCheckIcon, label: "Background checked" },
  ].filter((b) => b !== false);

  return (
    <article className={rowClass} aria-label={resultName(pilot)}>
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sky-400 to-sky-700 text-xs font-bold text-white"
      >
        {resultInitials(pilot)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-white">
          <span className="truncate">{resultName(pilot)}</span>
          <span className="flex shrink-0 items-center gap-0.5 text-emerald-300">
            {badges.map(({ icon: Icon, label }) => (
              <Icon key={label} className="size-3.5" role="img" aria-label={label}>
                <title>{label}</title>
              </Icon>
            ))}
          </span>
        </p>
        <p className="truncate text-xs text-sky-100/70">
          {placeText(pilot.city, pilot.state) ?? "United States"}
          {categories[0] && (
            <>
              {" · "}
              {categories[0]}
              {categories.length > 1 && ` +${categories.length - 1}`}
            </>
          )}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="flex items-center justify-end gap-1 text-sm font-semibold text-white">
          <StarIcon className="size-3.5 fill-star text-star" aria-hidden />
          {rating ?? "New"}
          {rating && <span className="sr-only"> out of 5</span>}
        </p>
        <p className="text-xs whitespace-nowrap text-sky-100/70">
          {rateText(pilot.hourlyRateMin, pilot.hourlyRateMax) ?? "Rate on request"}
        </p>
      </div>
    </article>
  );
}

export function PilotPreviewRowSkeleton() {
  return (
    <div className={rowClass} aria-hidden>
      <Skeleton className="size-9 rounded-full bg-white/10" />
      <div className="flex-1 space-y-1.5">
        <Skeleton className="h-3.5 w-28 bg-white/10" />
        <Skeleton className="h-3 w-40 bg-white/10" />
      </div>
      <div className="flex flex-col items-end space-y-1.5">
        <Skeleton className="h-3.5 w-10 bg-white/10" />
        <Skeleton className="h-3 w-16 bg-white/10" />
      </div>
    </div>
  );
}
