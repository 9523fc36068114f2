import { useQuery } from "@tanstack/react-query";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { StatTile } from "@/features/jobs/PilotJobsView";

/** Spec section 3 "Property summary". */
type PropertySummary = {
  total: number;
  pending: number;
  ready: number;
  in_progress: number;
  completed: number;
};

const LABELS: [keyof PropertySummary, string][] = [
  ["total", "Total"],
  ["pending", "Pending"],
  ["ready", "Ready"],
  ["in_progress", "In progress"],
  ["completed", "Completed"],
];

/** /property-management (GET /api/properties/summary). */
export default function PropertyManagementPage() {
  const query = useQuery<PropertySummary>({ queryKey: ["/api/properties/summary"] });
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Properties"
        title="Property management"
        description="Track aerial shoots across your property listings, from pending to completed."
      />
      <QueryView query={query} errorMessage="We couldn't load your property summary.">
        {(summary) => (
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {LABELS.map(([key, label]) => (
              <li key={key}>
                <StatTile label={label} value={String(summary?.[key] ?? 0)} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageContainer>
  );
}
