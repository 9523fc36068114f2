import { PlusIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { hasClientProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { ClientJobsView } from "@/features/clientJobs/ClientJobsView";
import { ClientProfileRequired } from "@/features/clientJobs/ClientProfileRequired";

/** /client-jobs and /client-job-management (behind RequireHireCapability in the routes). */
export default function ClientJobsPage() {
  const { session } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="My Projects"
        title="Your jobs"
        description="Compare the proposals pilots send you side by side, counter or hire, and follow each job from open to completed."
        actions={
          <LinkButton href="/job/post" variant="flare">
            <PlusIcon />
            Post New Job
          </LinkButton>
        }
      />
      {hasClientProfile(session) ? (
        <ClientJobsView />
      ) : (
        <ClientProfileRequired>
          Jobs are posted under your company profile. Add your company name and location first.
        </ClientProfileRequired>
      )}
    </PageContainer>
  );
}
