import { cn } from "@/lib/utils";

type ProgressBarProps = {
  /** 0-100 */
  value: number;
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

/** A determinate progress bar announced as a progressbar with its percentage. */
export function ProgressBar({ value, label, tone = "sky", className }: ProgressBarProps) {
  const percent = Math.min(Math.max(Math.round(value), 0), 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-200", TONES[tone])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
