import { PlaneIcon, UserRoundPenIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { canFly, hasPilotProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { JobBoard } from "@/features/jobs/board/JobBoard";
import { SignedOutJobBoard } from "@/features/jobs/board/SignedOutJobBoard";

/** /jobs, /job-board and /find-jobs: open jobs for pilots (a sign-in teaser when signed out). */
export default function JobBoardPage() {
  const { session, user, isAuthenticated } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Job Board"
        title="Find drone jobs"
        description="Open aerial photography, video and inspection jobs posted by clients. Send a quote on the ones you want to fly."
        actions={
          isAuthenticated && canFly(user) ? (
            <LinkButton href="/pilot/applications" variant="outline">
              My applications
            </LinkButton>
          ) : undefined
        }
      />
      {!isAuthenticated ? (
        <SignedOutJobBoard />
      ) : !canFly(user) ? (
        <EmptyState
          icon={PlaneIcon}
          title="The job board is for pilots"
          action={<LinkButton href="/settings/capabilities">Turn on flying</LinkButton>}
        >
          Switch on the flying capability for your account to find jobs and send quotes.
        </EmptyState>
      ) : !hasPilotProfile(session) ? (
        <EmptyState
          icon={UserRoundPenIcon}
          title="Set up your pilot profile first"
          action={<LinkButton href="/register/pilot">Create your pilot profile</LinkButton>}
        >
          Clients hire pilots by their certification, services and base, and the board measures
          distances from your base.
        </EmptyState>
      ) : (
        <JobBoard />
      )}
    </PageContainer>
  );
}
