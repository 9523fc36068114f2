import {
  CREDENTIAL_STATE_LABELS,
  shortDollars,
  type CredentialBadges,
  type CredentialState,
  lazyDateFormat,
} from "@skyhire/shared";

const DAY = lazyDateFormat({
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 30, 2026" for a calendar date ('2026-11-30'), the same day everywhere. */
export function formatCalendarDate(isoDate: string): string {
  return DAY.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The words of a credential state, capitalised for a pill ("Pending review"). */
export function credentialStateLabel(state: CredentialState): string {
  const label = CREDENTIAL_STATE_LABELS[state];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export type PublicBadge = {
  id: "part107" | "insurance" | "fleet";
  label: string;
  checkedOn: string;
};

/** The public badges, in the order clients read them, with the day each was checked. */
export function publicBadges(credentials: CredentialBadges): PublicBadge[] {
  const badges: PublicBadge[] = [];
  if (credentials.part107) {
    badges.push({
      id: "part107",
      label: "Part 107 current",
      checkedOn: credentials.part107.checkedOn,
    });
  }
  if (credentials.insurance) {
    badges.push({
      id: "insurance",
      label: `Insured ${shortDollars(credentials.insurance.coverageCents)}`,
      checkedOn: credentials.insurance.checkedOn,
    });
  }
  if (credentials.fleet) {
    badges.push({
      id: "fleet",
      label: "FAA-registered fleet",
      checkedOn: credentials.fleet.checkedOn,
    });
  }
  return badges;
}
