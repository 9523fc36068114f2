import { ExternalLinkIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { canFly, hasPilotProfile, pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";
import { ProfileBuilder } from "@/features/pilotProfile/ProfileBuilder";

/** /pilot-profile and /pilot/profile: the pilot profile builder. */
export default function PilotProfilePage() {
  const { session, user } = useAuth();
  const profileId = hasPilotProfile(session) ? pilotProfileOf(session)?.id : undefined;
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        eyebrow="Pilot profile"
        title="Build your pilot profile"
        description="Clients choose pilots by certification, services, equipment and where they fly. Complete each step to stand out."
        actions={
          profileId !== undefined &&
          canFly(user) && (
            <LinkButton href={`/pilots/${String(profileId)}`} variant="outline">
              <ExternalLinkIcon />
              View public profile
            </LinkButton>
          )
        }
      />
      {canFly(user) ? <ProfileBuilder /> : <MissingCapabilityNotice capability="fly" />}
    </PageContainer>
  );
}
