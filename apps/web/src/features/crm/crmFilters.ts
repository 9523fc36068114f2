import { CRM_SORTS, CRM_STATUSES, type CrmSort, type CrmStatus } from "@skyhire/shared";

/** The CRM's filters and the open client, as they live in the address bar. */
export type CrmFilters = {
  status: CrmStatus | "all";
  q: string;
  sort: CrmSort;
  /** The client whose panel is open, or "". */
  client: string;
};

export const DEFAULT_CRM_FILTERS: CrmFilters = { status: "all", q: "", sort: "recent", client: "" };

export const CRM_STATUS_TABS: { value: CrmFilters["status"]; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "past", label: "Past" },
  { value: "prospect", label: "Prospects" },
];

export const CRM_SORT_OPTIONS: { value: CrmSort; label: string }[] = [
  { value: "recent", label: "Latest contact" },
  { value: "earned", label: "Most earned" },
  { value: "jobs", label: "Most jobs" },
  { value: "name", label: "Name A–Z" },
  { value: "follow_up", label: "Follow-up due" },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from a query string; anything unknown falls back to its default. */
export function crmFiltersFromSearch(search: string | URLSearchParams): CrmFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const text = (name: string) => (params.get(name) ?? "").trim();
  const status = text("status");
  const sort = text("sort");
  return {
    status: (CRM_STATUSES as readonly string[]).includes(status) ? (status as CrmStatus) : "all",
    q: text("q"),
    sort: (CRM_SORTS as readonly string[]).includes(sort) ? (sort as CrmSort) : "recent",
    client: UUID.test(text("client")) ? text("client") : "",
  };
}

/** The query string (no "?") for these filters, defaults left out. */
export function crmFiltersToSearch(filters: Partial<CrmFilters>): string {
  const f = { ...DEFAULT_CRM_FILTERS, ...filters };
  const params = new URLSearchParams();
  if (f.status !== "all") params.set("status", f.status);
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.sort !== "recent") params.set("sort", f.sort);
  if (f.client) params.set("client", f.client);
  return params.toString();
}

/** GET /api/crm/clients for these filters (the open client does not change the list). */
export function crmApiUrl(filters: CrmFilters): string {
  const search = crmFiltersToSearch({ ...filters, client: "" });
  return search ? `/api/crm/clients?${search}` : "/api/crm/clients";
}
