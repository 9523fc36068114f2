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

const tileClass =
  "flex h-[84px] items-center gap-2.5 rounded-2xl border bg-card px-3 sm:gap-3 sm:px-5";
const iconClass =
  "flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky sm:size-10";

/** The four coverage statistics; `stats` null shows placeholders of the same size. */
export function CoverageStatsGrid({ stats }: { stats: CoverageStats | null }) {
  const items = stats ? statItems(stats) : LABELS.map((label) => ({ label, value: null }));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats ? undefined : true}>
      {items.map(({ label, value }) => {
        const Icon = ICONS[label] ?? UsersIcon;
        return (
          <div key={label} className={tileClass}>
            <span className={iconClass}>
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="truncate text-xs font-medium text-muted-foreground sm:text-sm">
                {label}
              </dt>
              <dd className="font-display text-2xl leading-tight font-bold tabular-nums">
                {value ?? <Skeleton className="my-1 h-6 w-14" />}
              </dd>
            </div>
          </div>
        );
      })}
    </dl>
  );
}
