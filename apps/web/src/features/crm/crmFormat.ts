import type { CrmClient, CrmJob, CrmStatus } from "@skyhire/shared";

export const CRM_STATUS_LABELS: Record<CrmStatus, string> = {
  active: "Active",
  past: "Past client",
  prospect: "Prospect",
};

/** How a client is named in the list: the company, else the contact. */
export function clientTitle(client: Pick<CrmClient, "companyName" | "contactName">): string {
  return client.companyName?.trim() || client.contactName;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 jobs · 1 active · 2 completed": what the two have done together, zeros left out. */
export function jobsTogetherText(jobs: CrmClient["jobs"]): string {
  const parts = [plural(jobs.total, "job")];
  if (jobs.active) parts.push(`${jobs.active} active`);
  if (jobs.completed) parts.push(`${jobs.completed} completed`);
  if (jobs.pending) parts.push(`${jobs.pending} pending`);
  return parts.join(" · ");
}

/** What the pilot did on a job of the history, in words. */
export function relationText(job: Pick<CrmJob, "relation" | "applicationStatus">): string {
  if (job.relation === "hired") return "Hired";
  if (job.relation === "invited") return "Invited";
  switch (job.applicationStatus) {
    case "pending":
      return "Applied, waiting";
    case "rejected":
      return "Not selected";
    case "withdrawn":
      return "Withdrawn";
    default:
      return "Applied";
  }
}

/** "Jan 5, 2026" for an ISO instant or a YYYY-MM-DD day (read as that calendar day). */
export function dayText(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** Follow-up wording against today (local days): overdue, today, or the day. */
export function followUpText(
  day: string,
  now: Date = new Date(),
): {
  text: string;
  due: boolean;
} {
  const today = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, "0"),
    String(now.getDate()).padStart(2, "0"),
  ].join("-");
  if (day < today) return { text: `Follow-up overdue since ${dayText(day)}`, due: true };
  if (day === today) return { text: "Follow up today", due: true };
  return { text: `Follow up ${dayText(day)}`, due: false };
}

/** Tags typed as "a, b, c" → ["a", "b", "c"], blanks and repeats (any case) left out. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((t) => t.trim())
    .filter((t) => {
      const key = t.toLocaleLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
