import { ArrowLeftIcon, UserRoundSearchIcon } from "lucide-react";
import { Link, useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { useAuth } from "@/features/auth/useAuth";
import { ReportDialog } from "@/features/moderation/ReportDialog";
import { PilotProfileSkeleton, PilotProfileView } from "@/features/pilots/PilotProfileView";
import { usePilotProfile } from "@/features/pilots/usePilotProfile";
import { ApiError } from "@/lib/api";

/** /pilots/:id: a pilot's public profile, for everyone. */
export default function PilotDetailPage() {
  const { id } = useParams<{ id: string }>();
  const profile = usePilotProfile(id);
  const { session } = useAuth();
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;

  return (
    <PageContainer className="max-w-6xl pt-6 lg:pt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Link
          href="/pilots"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          All pilots
        </Link>
        {profile.data && session?.pilotProfile?.id !== id && (
          <ReportDialog targetType="pilot" targetId={id} />
        )}
      </div>
      {profile.isPending ? (
        <PilotProfileSkeleton />
      ) : notFound ? (
        <EmptyState
          icon={UserRoundSearchIcon}
          title="This profile isn't available"
          action={<LinkButton href="/pilots">Browse All Pilots</LinkButton>}
        >
          The pilot may have stopped offering services on the marketplace, or the link is mistyped.
        </EmptyState>
      ) : profile.isError ? (
        <LoadError
          message="We couldn't load this pilot's profile. Please try again."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <PilotProfileView pilot={profile.data} />
      )}
    </PageContainer>
  );
}
