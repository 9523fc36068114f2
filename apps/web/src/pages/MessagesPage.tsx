import { MessageSquareIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /messages and /messaging. */
export default function MessagesPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Messages"
        title="Messages"
        description="Talk with the pilots and clients you work with: plan shoots, share details and agree on deliverables."
      />
      <EmptyState icon={MessageSquareIcon} title="No conversations yet">
        Conversations start when a client and a pilot connect over a job.
      </EmptyState>
    </PageContainer>
  );
}
