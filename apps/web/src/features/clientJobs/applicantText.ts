import type { ApplicationDto } from "@skyhire/shared";
import { counterTerms } from "@/features/jobs/counterTerms";

/** "MO" for "Maya Ortiz", "P" when there is no name. */
export function nameInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "P";
}

/** The pilot as the client knows them on a proposal. */
export function applicantName(application: ApplicationDto): string {
  return application.pilot?.name ?? "This pilot";
}

/** Where a counter-offer stands, in the client's words; null when there is none. */
export function counterStateText(application: ApplicationDto): string | null {
  const { counter } = application;
  if (!counter) return null;
  const name = applicantName(application);
  const terms = counterTerms(counter, "and");
  switch (counter.status) {
    case "pending":
      return application.status === "pending"
        ? `You proposed ${terms}. Waiting for ${name} to answer.`
        : `Your counter-offer of ${terms} was still unanswered when this proposal closed.`;
    case "accepted":
      return `${name} accepted your counter-offer of ${terms}.`;
    case "declined":
      return `${name} declined your counter-offer of ${terms}; their own quote stands.`;
  }
}
