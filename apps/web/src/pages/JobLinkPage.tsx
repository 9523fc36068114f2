import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { hasClientProfile } from "@/features/auth/profile";
import { RequireHireCapability } from "@/features/auth/RequireHireCapability";
import { useAuth } from "@/features/auth/useAuth";
import { ClientProfileRequired } from "@/features/clientJobs/ClientProfileRequired";
import { JobLinkFlow } from "@/features/clientJobs/jobLink/JobLinkFlow";

/** /job/link: a client sends a job to one pilot (?pilot={id}, ?job={id}) and shares its link. */
export default function JobLinkPage() {
  const { session } = useAuth();
  return (
    <RequireHireCapability>
      <PageContainer className="max-w-3xl">
        <PageHeader
          eyebrow="Send a job"
          title="Invite a pilot to your job"
          description="Pick a pilot and one of your open jobs. The pilot is told at once, and you get a link to share that opens the job for them."
        />
        {hasClientProfile(session) ? (
          <JobLinkFlow />
        ) : (
          <ClientProfileRequired>
            Invitations come from your company profile. Add your company name and location first.
          </ClientProfileRequired>
        )}
      </PageContainer>
    </RequireHireCapability>
  );
}
