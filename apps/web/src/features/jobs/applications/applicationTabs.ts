import { APPLICATION_STATUSES, type ApplicationStatus } from "@skyhire/shared";

/** The tabs of /pilot/applications, one per application status. */
export const APPLICATION_TABS: readonly { value: ApplicationStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
  { value: "withdrawn", label: "Withdrawn" },
];

/** The tab in the URL (?status=), pending when missing or unknown. */
export function tabFromSearch(value: string | null): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as ApplicationStatus)
    : "pending";
}

/** Applications per status, newest change first. */
export function groupByStatus<T extends { status: string; updatedAt?: string | null }>(
  applications: readonly T[],
): Record<ApplicationStatus, T[]> {
  const groups = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, [] as T[]])) as Record<
    ApplicationStatus,
    T[]
  >;
  for (const application of applications) {
    const group = groups[application.status as ApplicationStatus];
    if (group) group.push(application);
  }
  for (const list of Object.values(groups)) {
    list.sort((a, b) => (b.updatedAt ?? "").localeCompare(a.updatedAt ?? ""));
  }
  return groups;
}
