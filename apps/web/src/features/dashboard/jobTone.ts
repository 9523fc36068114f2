/** Calendar chip and status badge colours per job status. */
export const STATUS_CHIP: Record<string, string> = {
  open: "bg-sky-500/12 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200",
  assigned: "bg-violet-500/12 text-violet-800 dark:bg-violet-400/15 dark:text-violet-200",
  in_progress: "bg-orange-500/12 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200",
  ready_for_review: "bg-amber-400/20 text-amber-800 dark:bg-amber-300/15 dark:text-amber-200",
  completed: "bg-emerald-500/12 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200",
};

export const STATUS_DOT: Record<string, string> = {
  open: "bg-sky-500",
  assigned: "bg-violet-500",
  in_progress: "bg-orange-500",
  ready_for_review: "bg-amber-400",
  completed: "bg-emerald-500",
};

export function statusChip(status: string): string {
  return STATUS_CHIP[status] ?? "bg-muted text-muted-foreground";
}

export function statusDot(status: string): string {
  return STATUS_DOT[status] ?? "bg-muted-foreground";
}
