import { BriefcaseIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { useAuth } from "@/features/auth/useAuth";

/** /jobs, /job-board and /find-jobs. There is no public job listing endpoint yet. */
export default function JobBoardPage() {
  const { isAuthenticated } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Job Board"
        title="Find drone jobs"
        description="Clients post aerial photography, video and inspection jobs here. Pilots browse them and apply with their profile."
      />
      <EmptyState
        icon={BriefcaseIcon}
        title="No open jobs yet"
        action={
          isAuthenticated ? (
            <LinkButton href="/pilot/profile" variant="outline">
              Complete your pilot profile
            </LinkButton>
          ) : (
            <LinkButton href="/register" variant="flare">
              Become a Pilot
            </LinkButton>
          )
        }
      >
        When clients post jobs, they will be listed here.
      </EmptyState>
    </PageContainer>
  );
}
