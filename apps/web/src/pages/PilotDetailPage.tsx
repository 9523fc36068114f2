import { UserRoundSearchIcon } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /pilots/:id. No public pilot profile endpoint exists yet, so nothing is invented here. */
export default function PilotDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Pilot profile"
        title="Pilot profile"
        description="A pilot's public profile shows their certification, services, equipment and service areas."
      />
      <EmptyState
        icon={UserRoundSearchIcon}
        title="This profile isn't available"
        action={<LinkButton href="/pilots">Browse All Pilots</LinkButton>}
      >
        We couldn't show a public profile for pilot “{id}”.
      </EmptyState>
    </PageContainer>
  );
}
