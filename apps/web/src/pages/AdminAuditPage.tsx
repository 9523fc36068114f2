import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { AdminNav } from "@/features/moderation/AdminNav";
import { AuditLog } from "@/features/moderation/AuditLog";

/** /admin/audit (operators only): every operator action, which nobody can change. */
export default function AdminAuditPage() {
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title="Audit log"
        description="Every suspension, reinstatement, hidden or restored job, report decision, dispute resolution and credential decision: who, when, what and why. Entries can't be changed or deleted."
      />
      <AuditLog />
    </PageContainer>
  );
}
