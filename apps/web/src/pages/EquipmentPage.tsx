import { UserRoundPenIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { canFly, hasPilotProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { EquipmentManager } from "@/features/equipment/EquipmentManager";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";

/** /equipment-management and /fleet-management: the pilot's drones, cameras and gear. */
export default function EquipmentPage() {
  const { session, user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Equipment"
        title="Your fleet"
        description="The drones, cameras and gear you fly with. Clients see your equipment on your profile; main kit is listed first."
        actions={
          canFly(user) &&
          hasPilotProfile(session) && (
            <LinkButton href="/pilot/profile" variant="outline">
              Back to your profile
            </LinkButton>
          )
        }
      />
      {!canFly(user) ? (
        <MissingCapabilityNotice
          capability="fly"
          consequence="there's no fleet to manage yet: equipment is listed on a pilot profile, for the missions you fly"
        />
      ) : hasPilotProfile(session) ? (
        <EquipmentManager />
      ) : (
        <EmptyState
          icon={UserRoundPenIcon}
          title="Set up your pilot profile first"
          action={<LinkButton href="/pilot/profile">Start your pilot profile</LinkButton>}
        >
          Equipment belongs to your pilot profile. Add your Part 107 number and business, then come
          back to list your fleet.
        </EmptyState>
      )}
    </PageContainer>
  );
}
