import type { PlannedFlightDto } from "@skyhire/shared";
import { MoonIcon, SunIcon, SunsetIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const LOOKS = {
  day: { label: "Daylight", icon: SunIcon, tone: "border-success/50 bg-success/10" },
  civil_twilight: {
    label: "Civil twilight: anti-collision lighting needed",
    icon: SunsetIcon,
    tone: "border-brand-orange/60 bg-brand-orange/10",
  },
  night: {
    label: "Night operation (14 CFR 107.29)",
    icon: MoonIcon,
    tone: "border-brand-sky/60 bg-brand-sky-soft/60",
  },
} as const;

/** Where the sun is at the planned time, in words (the words carry it, not the colour). */
export function DaylightBadge({ daylight }: { daylight: PlannedFlightDto["daylight"] }) {
  const { label, icon: Icon, tone } = LOOKS[daylight];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold text-foreground",
        tone,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
