import { ScaleIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatMoney } from "@/features/checkout/money";
import { cn } from "@/lib/utils";
import { useAdminDisputes, type DisputeFilter } from "./adminQueries";

const FILTERS: { id: DisputeFilter; label: string }[] = [
  { id: "all", label: "All" },
  { id: "open", label: "Open" },
  { id: "resolved", label: "Resolved" },
];

/** Disputes for operators: open ones first, oldest waiting first, with their parties and money. */
export function DisputeList() {
  const [status, setStatus] = useState<DisputeFilter>("all");
  const [page, setPage] = useState(1);
  const query = useAdminDisputes(status, page);
  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label="Show disputes"
        className="flex flex-wrap gap-1 rounded-lg border bg-card p-1 sm:w-fit"
      >
        {FILTERS.map((filter) => (
          <Button
            key={filter.id}
            size="sm"
            variant={status === filter.id ? "secondary" : "ghost"}
            aria-pressed={status === filter.id}
            onClick={() => {
              setStatus(filter.id);
              setPage(1);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <QueryView query={query} errorMessage="We couldn't load the disputes.">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={ScaleIcon} title="No disputes here">
              {status === "open"
                ? "Nothing is waiting for a decision."
                : "Disputes appear here when a client or a pilot opens one."}
            </EmptyState>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">
                {data.open} open · {data.total} shown in this view
              </p>
              <ul className="divide-y rounded-2xl border bg-card" aria-label="Disputes">
                {data.items.map((dispute) => (
                  <li key={dispute.id}>
                    <Link
                      href={`/admin/disputes/${dispute.id}`}
                      className="grid gap-2 p-5 transition-colors hover:bg-accent/60 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                    >
                      <div className="min-w-0 space-y-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <p className="font-semibold break-words">{dispute.job.title}</p>
                          <Badge
                            variant="outline"
                            className={cn(
                              "border-transparent",
                              dispute.status === "open"
                                ? "bg-destructive/12 text-destructive"
                                : "bg-muted text-muted-foreground",
                            )}
                          >
                            {dispute.status === "open" ? "Open" : "Resolved"}
                          </Badge>
                        </div>
                        <p className="text-sm text-muted-foreground">
                          Opened by the {dispute.openedBy} {formatDateTime(dispute.createdAt)} ·{" "}
                          {dispute.client.organisation ?? dispute.client.name} vs{" "}
                          {dispute.pilot.organisation ?? dispute.pilot.name}
                        </p>
                        <p className="line-clamp-2 text-sm break-words">{dispute.reason}</p>
                      </div>
                      <div className="text-sm sm:text-right">
                        <p className="text-xs text-muted-foreground">Price in escrow</p>
                        <p className="font-semibold tabular-nums">
                          {dispute.priceCents === null
                            ? "Not paid"
                            : formatMoney(dispute.priceCents)}
                        </p>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
              {(page > 1 || data.hasMore) && (
                <div className="flex items-center justify-between">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Previous
                  </Button>
                  <span className="text-sm text-muted-foreground">Page {page}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!data.hasMore}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                  </Button>
                </div>
              )}
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
