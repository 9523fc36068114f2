import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { useAdminLedger } from "@/features/admin/adminQueries";
import { LedgerHealth } from "@/features/admin/LedgerHealth";

/** /admin/ledger (operators only): the double-entry books checked, and account totals. */
export default function AdminLedgerPage() {
  const ledger = useAdminLedger();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Operations"
        title="Ledger health"
        description="Whether every cent is accounted for: zero-sum transfers, no overdrafts, escrow held against paid jobs."
        actions={
          <LinkButton href="/admin" variant="outline">
            Disputes
          </LinkButton>
        }
      />
      <QueryView query={ledger} errorMessage="We couldn't load the ledger.">
        {(data) => <LedgerHealth ledger={data} />}
      </QueryView>
    </PageContainer>
  );
}
