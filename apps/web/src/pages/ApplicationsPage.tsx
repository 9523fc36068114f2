import { ClipboardListIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { PilotApplications } from "@/features/jobs/applications/PilotApplications";

/** /pilot/applications (GET /api/applications/pilot/{profileId}). */
export default function ApplicationsPage() {
  const { session } = useAuth();
  const profileId = pilotProfileOf(session)?.id;
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Applications"
        title="Your applications"
        description="Every proposal you've sent, by status, with your price, date and any counter-offer."
        actions={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
      />
      {profileId !== undefined ? (
        <PilotApplications profileId={profileId} />
      ) : (
        <EmptyState
          icon={ClipboardListIcon}
          title="No pilot profile yet"
          action={<LinkButton href="/register/pilot">Build your pilot profile</LinkButton>}
        >
          Applications belong to your pilot profile. Create it to start applying for jobs.
        </EmptyState>
      )}
    </PageContainer>
  );
}
