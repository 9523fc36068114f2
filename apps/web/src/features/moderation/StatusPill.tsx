import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const TONES = {
  red: "bg-tone-red-soft text-tone-red",
  green: "bg-tone-green-soft text-tone-green",
  amber: "bg-tone-amber-soft text-tone-amber",
  muted: "bg-muted text-muted-foreground",
} as const;

/** A short state word on its tone (suspended, hidden, open, dismissed...). */
export function StatusPill({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", TONES[tone])}>
      {children}
    </Badge>
  );
}
