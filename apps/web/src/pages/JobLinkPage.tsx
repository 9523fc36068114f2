import { Link2Icon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /job/link: a shared link to a job. */
export default function JobLinkPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Job link"
        title="Shared job"
        description="Open a job someone shared with you to see its details and apply."
      />
      <EmptyState
        icon={Link2Icon}
        title="No job in this link"
        action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
      >
        This link doesn't point to a job.
      </EmptyState>
    </PageContainer>
  );
}
