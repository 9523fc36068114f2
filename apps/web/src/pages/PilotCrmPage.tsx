import { ContactIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /pilot-crm and /pilot/crm: a pilot's client relationships. */
export default function PilotCrmPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Client CRM"
        title="Your clients"
        description="Keep track of the clients you've flown for and the work you've done together."
      />
      <EmptyState icon={ContactIcon} title="No client contacts yet">
        Clients appear here once you've been hired for a job.
      </EmptyState>
    </PageContainer>
  );
}
