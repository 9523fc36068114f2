import { FileSearchIcon } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /jobs/:id. No job detail endpoint exists yet. */
export default function JobDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Job detail"
        title={`Job ${id}`}
        description="A job's page shows its location, budget, deadline and status, and lets pilots apply."
      />
      <EmptyState
        icon={FileSearchIcon}
        title="This job isn't available"
        action={<LinkButton href="/jobs">Back to the Job Board</LinkButton>}
      >
        We couldn't find details for this job.
      </EmptyState>
    </PageContainer>
  );
}
