import { WalletIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { completedTotalCents, formatCents } from "@/features/jobs/jobRules";
import { PilotJobsView, StatTile } from "@/features/jobs/PilotJobsView";

/** /pilot/earnings: earnings are the budgets of completed jobs (spec section 9). */
export default function PilotEarningsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Earnings"
        title="Your earnings"
        description="What you've earned from completed missions."
      />
      <PilotJobsView
        filter={(job) => job.status === "completed"}
        emptyIcon={WalletIcon}
        emptyTitle="No earnings yet"
        emptyText="Completed jobs and what they paid will be listed here."
        summary={(jobs) => (
          <StatTile label="Total earnings" value={formatCents(completedTotalCents(jobs))} />
        )}
      />
    </PageContainer>
  );
}
