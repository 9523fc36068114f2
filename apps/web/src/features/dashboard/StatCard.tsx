import { TrendingDownIcon, TrendingUpIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { TONE_ACCENT, TONE_ICON, type Tone } from "./tones";

export type StatTrend = { value: number; isPositive: boolean };

export type StatCardProps = {
  title: string;
  value: ReactNode;
  description: ReactNode;
  icon: LucideIcon;
  /** Shown as "+12.5% from last month" (or "-" when not positive). */
  trend?: StatTrend | undefined;
  color: Tone;
  /** Makes the whole card a button. */
  onClick?: (() => void) | undefined;
  /** The value is still loading. */
  loading?: boolean;
};

/** Spec section 2 building block: title, value, description, icon, trend, colour, click. */
export function StatCard({
  title,
  value,
  description,
  icon: Icon,
  trend,
  color,
  onClick,
  loading = false,
}: StatCardProps) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="text-sm font-medium text-muted-foreground">{title}</span>
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-xl",
            TONE_ICON[color],
          )}
        >
          <Icon className="size-[18px]" aria-hidden />
        </span>
      </span>
      <span className="mt-1 block font-display text-2xl font-bold tracking-tight sm:text-3xl">
        {loading ? (
          <span
            className="inline-block h-9 w-24 animate-pulse rounded-md bg-muted align-middle"
            aria-label={`Loading ${title}`}
          />
        ) : (
          value
        )}
      </span>
      <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
      {trend && (
        <span
          className={cn(
            "mt-3 inline-flex items-center gap-1 text-xs font-semibold",
            trend.isPositive ? "text-tone-green" : "text-tone-red",
          )}
        >
          {trend.isPositive ? (
            <TrendingUpIcon className="size-3.5" aria-hidden />
          ) : (
            <TrendingDownIcon className="size-3.5" aria-hidden />
          )}
          {`${trend.isPositive ? "+" : "-"}${Math.abs(trend.value)}% from last month`}
        </span>
      )}
    </>
  );
  const className = cn(
    "relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card p-4 text-left sm:p-5 before:absolute before:inset-x-0 before:top-0 before:h-1",
    TONE_ACCENT[color],
  );
  if (!onClick) return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        className,
        "w-full transition-[border-color,transform] outline-none hover:-translate-y-0.5 hover:border-brand-sky/50 focus-visible:ring-[3px] focus-visible:ring-ring",
      )}
    >
      {body}
    </button>
  );
}
