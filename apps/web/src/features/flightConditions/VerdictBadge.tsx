import { CheckCircle2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type Verdict = "go" | "marginal" | "no_go";

const LOOKS: Record<Verdict, { label: string; icon: typeof CheckCircle2Icon; tone: string }> = {
  go: {
    label: "Go",
    icon: CheckCircle2Icon,
    tone: "border-success/50 bg-success/10 [&_svg]:text-success",
  },
  marginal: {
    label: "Marginal",
    icon: TriangleAlertIcon,
    tone: "border-brand-orange/60 bg-brand-orange/10 [&_svg]:text-brand-orange",
  },
  no_go: {
    label: "No-go",
    icon: OctagonXIcon,
    tone: "border-destructive/50 bg-destructive/10 [&_svg]:text-destructive",
  },
};

/** The weather verdict in words with a coloured icon (the words carry it, not the colour). */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { label, icon: Icon, tone } = LOOKS[verdict];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-foreground",
        tone,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
