export type QueueFilter = "pending" | "reviewed";

/** What the operator's queue shows, read from and written to its address, so a page can be shared. */
export type QueueView = { status: QueueFilter; q: string; page: number };

export function readQueueView(search: string): QueueView {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    status: params.get("status") === "reviewed" ? "reviewed" : "pending",
    q: (params.get("q") ?? "").trim(),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view, defaults left out: `status=reviewed&q=maya&page=2`. */
export function queueViewQuery({ status, q, page }: QueueView): string {
  const params = new URLSearchParams();
  if (status === "reviewed") params.set("status", status);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export function queueViewHref(view: QueueView): string {
  const query = queueViewQuery(view);
  return query ? `/admin/credentials?${query}` : "/admin/credentials";
}
