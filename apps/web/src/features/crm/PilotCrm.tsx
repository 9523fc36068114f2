import { BriefcaseIcon, SearchXIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { useUrlFilters } from "@/components/search/useUrlFilters";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { CrmClientList } from "./CrmClientList";
import { CrmClientPanel } from "./CrmClientPanel";
import { CrmFilterBar } from "./CrmFilterBar";
import { crmApiUrl, crmFiltersFromSearch, crmFiltersToSearch } from "./crmFilters";
import { useCrmClients } from "./crmQueries";
import { CrmStats } from "./CrmStats";

/** /pilot/crm: stats, filters in the address bar, the clients, and the open client's panel. */
export function PilotCrm() {
  const { path, filters, update } = useUrlFilters(crmFiltersFromSearch, crmFiltersToSearch);
  const list = useCrmClients(crmApiUrl(filters));
  const hrefFor = (client: string) => {
    const search = crmFiltersToSearch({ ...filters, client });
    return `${path}?${search}`;
  };
  const data = list.data;
  const filtered = filters.status !== "all" || filters.q !== "";

  return (
    <div className="space-y-6">
      {data ? (
        <CrmStats stats={data.stats} />
      ) : list.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl last:col-span-2 sm:last:col-span-1" />
          ))}
        </div>
      ) : null}

      {data && data.stats.clients === 0 ? (
        <EmptyState
          icon={BriefcaseIcon}
          title="No clients yet"
          action={<LinkButton href="/jobs">Browse the job board</LinkButton>}
        >
          Clients appear here as soon as you apply to one of their jobs or they invite you. Send a
          few quotes to start building your client list.
        </EmptyState>
      ) : (
        <>
          <CrmFilterBar filters={filters} onChange={update} />
          {list.isError && !data ? (
            <LoadError
              message="We couldn't load your clients. Please try again."
              onRetry={() => void list.refetch()}
            />
          ) : list.isPending ? (
            <ListSkeleton rows={4} />
          ) : data && data.items.length > 0 ? (
            <div
              className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
              aria-busy={list.isPlaceholderData || undefined}
            >
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {data.items.length} {data.items.length === 1 ? "client" : "clients"}
              </p>
              <CrmClientList clients={data.items} hrefFor={hrefFor} />
            </div>
          ) : (
            <EmptyState
              icon={SearchXIcon}
              title="No clients match"
              action={
                filtered ? (
                  <Link href={path} className="font-semibold text-brand-sky hover:underline">
                    Show every client
                  </Link>
                ) : undefined
              }
            >
              Try another status or name.
            </EmptyState>
          )}
        </>
      )}

      <CrmClientPanel
        clientId={filters.client}
        onClose={() => update({ ...filters, client: "" })}
      />
    </div>
  );
}
