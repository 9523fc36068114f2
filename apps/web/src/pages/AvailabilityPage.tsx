import { RadioTowerIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { canFly } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { useAvailability } from "@/features/profile/useAvailability";

/** /pilot/availability: the pilot's visibility switch (spec section 2, "Availability Status"). */
export default function AvailabilityPage() {
  const { user, profile } = useAuth();
  const availability = useAvailability();
  const isAvailable = availability.isPending
    ? Boolean(availability.variables)
    : Boolean(profile?.isAvailable);

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Availability"
        title="Availability"
        description="Choose whether clients can find you and send you new job requests."
      />
      {canFly(user) && profile ? (
        <Card>
          <CardContent className="flex items-start justify-between gap-6 p-6">
            <div className="space-y-1">
              <Label htmlFor="availability" className="text-base font-semibold">
                {isAvailable ? "Available" : "Unavailable"}
              </Label>
              <p className="text-sm text-muted-foreground">
                {isAvailable
                  ? "You're visible to clients and can receive job requests"
                  : "You're hidden from search results and won't receive new requests"}
              </p>
            </div>
            <Switch
              id="availability"
              checked={isAvailable}
              disabled={availability.isPending}
              onCheckedChange={(checked) => availability.mutate(checked)}
            />
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
