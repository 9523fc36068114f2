import type { CoverageStats } from "@skyhire/shared";
import { DollarSignIcon, MapPinnedIcon, StarIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { statItems } from "./clusterMarkup";

const ICONS: Record<string, LucideIcon> = {
  "Licensed Pilots": UsersIcon,
  "Avg Rating": StarIcon,
  "Cities Served": MapPinnedIcon,
  "Avg Rate/Hour": DollarSignIcon,
};

const LABELS = ["Licensed Pilots", "Avg Rating", "Cities Served", "Avg Rate/Hour"];

// The value reads above its label (flex-col-reverse) while dt comes first for screen readers.
const tileClass =
  "relative flex h-[84px] min-w-0 flex-col-reverse justify-center rounded-2xl border bg-card pr-3 pl-14 sm:pr-5 sm:pl-[4.25rem]";
const iconClass =
  "absolute top-1/2 left-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky sm:left-5 sm:size-10";

/** The four coverage statistics; `stats` null shows placeholders of the same size. */
export function CoverageStatsGrid({ stats }: { stats: CoverageStats | null }) {
  const items = stats ? statItems(stats) : LABELS.map((label) => ({ label, value: null }));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats ? undefined : true}>
      {items.map(({ label, value }) => {
        const Icon = ICONS[label] ?? UsersIcon;
        return (
          <div key={label} className={tileClass}>
            <dt className="truncate text-xs font-medium text-muted-foreground sm:text-sm">
              <span className={iconClass} aria-hidden>
                <Icon className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="font-display text-2xl leading-tight font-bold tabular-nums">
              {value ?? <Skeleton className="my-1 h-6 w-14" />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
