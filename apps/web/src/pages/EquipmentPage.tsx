import { LinkButton } from "@/components/page/LinkButton";
import { PilotToolPage } from "@/features/auth/PilotToolPage";
import { EquipmentManager } from "@/features/equipment/EquipmentManager";

/** /equipment-management and /fleet-management: the pilot's drones, cameras and gear. */
export default function EquipmentPage() {
  return (
    <PilotToolPage
      eyebrow="Equipment"
      title="Your fleet"
      description="The drones, cameras and gear you fly with. Clients see your equipment on your profile; main kit is listed first."
      actions={
        <LinkButton href="/pilot/profile" variant="outline">
          Back to your profile
        </LinkButton>
      }
      actionsNeedProfile
      missingCapability="there's no fleet to manage yet: equipment is listed on a pilot profile, for the missions you fly"
      noProfile={{
        action: <LinkButton href="/pilot/profile">Start your pilot profile</LinkButton>,
        children:
          "Equipment belongs to your pilot profile. Add your Part 107 number and business, then come back to list your fleet.",
      }}
    >
      <EquipmentManager />
    </PilotToolPage>
  );
}
