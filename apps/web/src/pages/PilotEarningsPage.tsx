import { NotebookPenIcon, WalletIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { useEarnings, usePayouts } from "@/features/earnings/earningsQueries";
import { EarningsView } from "@/features/earnings/EarningsView";
import { ApiError } from "@/lib/api";

function Earnings() {
  const earnings = useEarnings();
  const payouts = usePayouts();
  if (earnings.error instanceof ApiError && earnings.error.status === 403) {
    return (
      <EmptyState
        icon={WalletIcon}
        title="Flying isn't enabled on your account"
        action={<LinkButton href="/settings/capabilities">Review your capabilities</LinkButton>}
      >
        Earnings are for pilots who fly missions.
      </EmptyState>
    );
  }
  if (earnings.isPending || payouts.isPending) return <ListSkeleton rows={4} />;
  if (earnings.isError || payouts.isError) {
    return (
      <LoadError
        message="We couldn't load your earnings. Please try again."
        onRetry={() => {
          void earnings.refetch();
          void payouts.refetch();
        }}
      />
    );
  }
  return <EarningsView earnings={earnings.data} payouts={payouts.data} />;
}

/** /pilot/earnings: balance, escrow, payouts, the monthly chart and every job's net. */
export default function PilotEarningsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Earnings"
        title="Your earnings"
        description="What you've earned after commission, what's still in escrow, and your payouts."
        actions={
          <LinkButton href="/pilot/logbook" variant="outline" size="sm">
            <NotebookPenIcon />
            Flight logbook
          </LinkButton>
        }
      />
      <Earnings />
    </PageContainer>
  );
}
