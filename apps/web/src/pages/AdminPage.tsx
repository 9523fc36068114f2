import { PageContainer } from "@/components/page/PageContainer";
import { AdminNav } from "@/features/moderation/AdminNav";
import { PageHeader } from "@/components/page/PageHeader";
import { DisputeList } from "@/features/admin/DisputeList";

/** /admin (operators only): disputes waiting for a decision first. */
export default function AdminPage() {
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title="Disputes"
        description="Open disputes first, oldest waiting first. Open one to read both sides and split the escrow."
      />
      <DisputeList />
    </PageContainer>
  );
}
