import { BadgeCheckIcon, ShieldCheckIcon, UserCheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type Verified = { part107Verified: boolean; insured: boolean; backgroundChecked: boolean };

/** The verified badges a pilot carries (never the certificate number itself). */
export function PilotBadges({
  pilot,
  className,
  tone = "default",
}: {
  pilot: Verified;
  className?: string;
  tone?: "default" | "onDark";
}) {
  const badges = [
    pilot.part107Verified && { icon: BadgeCheckIcon, label: "Part 107 verified" },
    pilot.insured && { icon: ShieldCheckIcon, label: "Insured" },
    pilot.backgroundChecked && { icon: UserCheckIcon, label: "Background checked" },
  ].filter((b) => b !== false);
  if (badges.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Verified">
      {badges.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold",
            tone === "onDark"
              ? "bg-emerald-400/15 text-emerald-200"
              : "bg-tone-green-soft text-tone-green",
          )}
        >
          <Icon className="size-3" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
