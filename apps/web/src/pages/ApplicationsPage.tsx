import { ClipboardListIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/features/auth/useAuth";
import { usePilotApplications } from "@/features/jobs/jobQueries";

function ApplicationsList({ profileId }: { profileId: string | number }) {
  const query = usePilotApplications(profileId);
  return (
    <QueryView query={query} errorMessage="We couldn't load your applications.">
      {(applications) =>
        applications.length === 0 ? (
          <EmptyState
            icon={ClipboardListIcon}
            title="No applications yet"
            action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
          >
            Jobs you apply for will be listed here with their status.
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-2xl border bg-card">
            {applications.map((application, index) => (
              <li key={application.id ?? index} className="flex items-center justify-between p-5">
                <span className="font-medium">
                  {application.jobId ? `Job ${application.jobId}` : "Application"}
                </span>
                <Badge variant="sky" className="capitalize">
                  {application.status}
                </Badge>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

/** /pilot/applications (GET /api/applications/pilot/{profileId}). */
export default function ApplicationsPage() {
  const { profile } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Applications"
        title="Your applications"
        description="Track the jobs you've applied for: pending, accepted or rejected."
      />
      {profile?.id !== undefined ? (
        <ApplicationsList profileId={profile.id} />
      ) : (
        <EmptyState
          icon={ClipboardListIcon}
          title="No pilot profile yet"
          action={<LinkButton href="/pilot/profile">Build your pilot profile</LinkButton>}
        >
          Applications belong to your pilot profile. Create it to start applying for jobs.
        </EmptyState>
      )}
    </PageContainer>
  );
}
