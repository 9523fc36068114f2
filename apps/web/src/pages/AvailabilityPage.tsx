import { RadioTowerIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Card, CardContent } from "@/components/ui/card";
import { canFly, pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { AvailabilitySwitch } from "@/features/profile/AvailabilitySwitch";

/** /pilot/availability: the pilot's visibility switch (spec section 2, "Availability Status"). */
export default function AvailabilityPage() {
  const { session, user } = useAuth();
  // A dual account's `profile` may be its client profile: availability is the pilot profile's.
  const pilotProfile = pilotProfileOf(session);

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Availability"
        title="Availability"
        description="Choose whether clients can find you and send you new job requests."
      />
      {canFly(user) && pilotProfile ? (
        <Card>
          <CardContent className="p-6">
            <AvailabilitySwitch isAvailable={pilotProfile.isAvailable !== false} />
          </CardContent>
        </Card>
      ) : (
        <EmptyState
          icon={RadioTowerIcon}
          title="Availability is for pilots"
          action={<LinkButton href="/pilot/profile">Build your pilot profile</LinkButton>}
        >
          Set up a pilot profile to control whether clients can find you.
        </EmptyState>
      )}
    </PageContainer>
  );
}
