import { PageContainer } from "@/components/page/PageContainer";
import { AdminNav } from "@/features/moderation/AdminNav";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { useAdminLedger } from "@/features/admin/adminQueries";
import { LedgerHealth } from "@/features/admin/LedgerHealth";

/** /admin/ledger (operators only): the double-entry books checked, and account totals. */
export default function AdminLedgerPage() {
  const ledger = useAdminLedger();
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title="Ledger health"
        description="Whether every cent is accounted for: zero-sum transfers, no overdrafts, escrow held against paid jobs."
      />
      <QueryView query={ledger} errorMessage="We couldn't load the ledger.">
        {(data) => <LedgerHealth ledger={data} />}
      </QueryView>
    </PageContainer>
  );
}
