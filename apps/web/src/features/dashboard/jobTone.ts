/** Calendar chip and status badge colours per job status. */
export const STATUS_CHIP: Record<string, string> = {
  open: "bg-tone-sky-soft text-tone-sky",
  assigned: "bg-tone-violet-soft text-tone-violet",
  in_progress: "bg-tone-orange-soft text-tone-orange",
  ready_for_review: "bg-tone-amber-soft text-tone-amber",
  completed: "bg-tone-green-soft text-tone-green",
};

export const STATUS_DOT: Record<string, string> = {
  open: "bg-tone-sky",
  assigned: "bg-tone-violet",
  in_progress: "bg-tone-orange",
  ready_for_review: "bg-tone-amber",
  completed: "bg-tone-green",
};

export function statusChip(status: string): string {
  return STATUS_CHIP[status] ?? "bg-muted text-muted-foreground";
}

export function statusDot(status: string): string {
  return STATUS_DOT[status] ?? "bg-muted-foreground";
}
