import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { AdminNav } from "@/features/moderation/AdminNav";
import { ReportQueue } from "@/features/moderation/ReportQueue";

/** /admin/reports (operators only): what people reported, and the decisions. */
export default function AdminReportsPage() {
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title="Reports"
        description="Jobs, profiles, clients and messages people reported. Open the account to act on it, then dismiss the report or mark it acted on: the reporter is told."
      />
      <ReportQueue />
    </PageContainer>
  );
}
