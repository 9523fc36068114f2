import { BadgeCheckIcon, PlaneIcon, ShieldCheckIcon, UserCheckIcon } from "lucide-react";
import type { CredentialBadges } from "@skyhire/shared";
import { cn } from "@/lib/utils";
import { formatCalendarDate, publicBadges } from "./credentialFormat";

const ICONS = { part107: BadgeCheckIcon, insurance: ShieldCheckIcon, fleet: PlaneIcon } as const;

/**
 * The badges clients see ("Part 107 current", "Insured $1M", "FAA-registered fleet"), each with
 * the day an operator (or, for the fleet, the registration) was checked. Never a number.
 */
export function CredentialBadgeList({
  credentials,
  backgroundChecked = false,
  className,
}: {
  credentials: CredentialBadges;
  backgroundChecked?: boolean;
  className?: string;
}) {
  const badges = publicBadges(credentials);
  if (badges.length === 0 && !backgroundChecked) return null;
  const pill =
    "inline-flex items-center gap-1 rounded-full bg-tone-green-soft px-2 py-0.5 text-[11px] font-semibold text-tone-green";
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Verified credentials">
      {badges.map((badge) => {
        const Icon = ICONS[badge.id];
        return (
          <li key={badge.id} className={pill}>
            <Icon className="size-3" aria-hidden />
            {badge.label}
            <span className="font-normal text-foreground">
              · checked {formatCalendarDate(badge.checkedOn)}
            </span>
          </li>
        );
      })}
      {backgroundChecked && (
        <li className={pill}>
          <UserCheckIcon className="size-3" aria-hidden />
          Background checked
        </li>
      )}
    </ul>
  );
}
