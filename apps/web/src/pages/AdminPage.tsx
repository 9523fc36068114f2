import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { DisputeList } from "@/features/admin/DisputeList";

/** /admin (operators only): disputes waiting for a decision first. */
export default function AdminPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Operations"
        title="Disputes"
        description="Open disputes first, oldest waiting first. Open one to read both sides and split the escrow."
        actions={
          <>
            <LinkButton href="/admin/credentials" variant="outline">
              Credentials to verify
            </LinkButton>
            <LinkButton href="/admin/ledger" variant="outline">
              Ledger health
            </LinkButton>
          </>
        }
      />
      <DisputeList />
    </PageContainer>
  );
}
