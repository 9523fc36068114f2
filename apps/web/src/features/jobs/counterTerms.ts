import type { ApplicationDto } from "@skyhire/shared";
import { formatDay } from "./jobDates";
import { formatCents } from "./jobRules";

type Counter = NonNullable<ApplicationDto["counter"]>;

/**
 * What a counter-offer proposes: "$400 on May 12, 2026" to the pilot, "$400 and May 12, 2026"
 * in the client's sentences; "$400" or "May 12, 2026" when it changes only one.
 */
export function counterTerms(counter: Counter, joiner: "on" | "and" = "on"): string {
  const parts = [
    counter.quote !== null ? formatCents(counter.quote) : null,
    formatDay(counter.proposedDate),
  ].filter(Boolean);
  return parts.join(` ${joiner} `);
}
