import { JOB_DELIVERABLES, JOB_REQUIREMENTS, serviceTypeLabel } from "@skyhire/shared";
import { formatCents } from "./jobRules";

export { serviceTypeLabel };

const DELIVERABLE_LABELS = new Map<string, string>(JOB_DELIVERABLES.map((d) => [d.value, d.label]));
const REQUIREMENT_LABELS = new Map<string, string>(JOB_REQUIREMENTS.map((r) => [r.value, r.label]));

export function deliverableLabel(value: string): string {
  return DELIVERABLE_LABELS.get(value) ?? value.replace(/_/g, " ");
}

/** A requirement's label; insurance carries its minimum cover when the job sets one. */
export function requirementLabel(value: string, insuranceMinimumCents?: number | null): string {
  const label = REQUIREMENT_LABELS.get(value) ?? value.replace(/_/g, " ");
  return value === "insurance" && typeof insuranceMinimumCents === "number"
    ? `${label} of at least ${formatCents(insuranceMinimumCents)}`
    : label;
}

/** "12 mi away", "Under 1 mi away", or null when the distance is unknown. */
export function milesAwayText(miles: number | null | undefined): string | null {
  if (typeof miles !== "number" || !Number.isFinite(miles)) return null;
  return miles < 1 ? "Under 1 mi away" : `${Math.round(miles).toLocaleString("en-US")} mi away`;
}

export function proposalsText(count: number): string {
  if (count <= 0) return "No proposals yet";
  return `${count} ${count === 1 ? "proposal" : "proposals"}`;
}

const APPLICATION_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  accepted: "Hired",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/** How a pilot reads their application's status ("accepted" is being hired). */
export function applicationStatusLabel(status: string): string {
  return APPLICATION_STATUS_LABELS[status] ?? status;
}
