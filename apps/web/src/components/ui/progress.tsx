import { Progress as Bar } from "radix-ui";
import { cn } from "@/lib/utils";
import "./progress.css";

type ProgressProps = {
  /** Done so far, 0 to `max`; null while the length of the work is unknown (indeterminate). */
  value: number | null;
  /** Spec section 9: 100 unless said otherwise. */
  max?: number;
  /** What is progressing, for screen readers ("roof.jpg uploaded"). */
  label: string;
  tone?: "sky" | "done" | "muted" | "error";
  className?: string;
};

const TONES = {
  sky: "bg-brand-sky",
  done: "bg-success",
  muted: "bg-muted-foreground/40",
  error: "bg-destructive",
};

/**
 * A progress bar (Radix: role progressbar with its value, and data-state "indeterminate",
 * "loading" or "complete", the spec's three states). Without a value it sweeps, for work
 * whose length is unknown, instead of a made-up percentage.
 */
export function Progress({ value, max = 100, label, tone = "sky", className }: ProgressProps) {
  const known = value === null ? null : Math.min(Math.max(value, 0), max);
  const percent = known === null ? null : Math.round((known / max) * 100);
  return (
    <Bar.Root
      value={known}
      max={max}
      aria-label={label}
      getValueLabel={(v, m) => `${Math.round((v / m) * 100)}%`}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <Bar.Indicator
        className={cn(
          "h-full rounded-full",
          TONES[tone],
          percent === null ? "progress-sweep w-2/5" : "transition-[width] duration-200",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </Bar.Root>
  );
}
