import { PRODUCT_NAME } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";
import { SearchXIcon, UserRoundIcon, XIcon } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { Badge } from "@/components/ui/badge";
import { buildPilotSearchUrl, type PilotSearchResult } from "@/features/pilots/pilotSearch";
import { specializationLabel } from "@/features/pilots/specializations";
import { apiRequest } from "@/lib/api";

/** Public pilot directory, optionally filtered by ?specialization= from the footer. */
export default function PilotsPage() {
  const [params] = useSearchParams();
  const specialization = params.get("specialization");
  const url = buildPilotSearchUrl({ category: specialization ?? undefined, anonymized: true });
  const query = useQuery({
    queryKey: [url],
    queryFn: () => apiRequest<unknown>("GET", url),
    select: (data): PilotSearchResult[] => (Array.isArray(data) ? data : []),
  });

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Find Pilots"
        title="Certified drone pilots"
        description={`Browse FAA Part 107 certified pilots on ${PRODUCT_NAME}. Searching is free and needs no account.`}
      />
      {specialization && (
        <div className="mb-6 flex items-center gap-3">
          <span className="text-sm text-muted-foreground">Specialization:</span>
          <Badge variant="sky">{specializationLabel(specialization)}</Badge>
          <Link
            href="/pilots"
            className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <XIcon className="size-3.5" aria-hidden />
            Clear filter
          </Link>
        </div>
      )}
      <QueryView query={query} errorMessage="Failed to search pilots">
        {(pilots) =>
          pilots.length === 0 ? (
            <EmptyState icon={SearchXIcon} title="No pilots match this search">
              Try another specialization, or clear the filter to see every pilot.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pilots.map((pilot, index) => (
                <li key={pilot.id ?? index} className="rounded-2xl border bg-card p-5">
                  <UserRoundIcon className="size-8 text-brand-sky" aria-hidden />
                  <p className="mt-3 font-semibold">
                    {pilot.businessName ?? pilot.name ?? "Certified pilot"}
                  </p>
                  {pilot.location && (
                    <p className="text-sm text-muted-foreground">{pilot.location}</p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
