import { LinkButton } from "@/components/page/LinkButton";
import { PilotToolPage } from "@/features/auth/PilotToolPage";
import { PilotCrm } from "@/features/crm/PilotCrm";

/** /pilot-crm and /pilot/crm: a pilot's client relationships. */
export default function PilotCrmPage() {
  return (
    <PilotToolPage
      eyebrow="Client CRM"
      title="Your clients"
      description="Every client you've flown for, quoted or been invited by: the work you've done together, what you earned, and your private notes."
      actions={
        <LinkButton href="/clients" variant="outline">
          Find new clients
        </LinkButton>
      }
      missingCapability="you have no client CRM yet: it fills with the clients whose jobs you quote and fly"
      noProfile={{
        action: <LinkButton href="/register/pilot">Create your pilot profile</LinkButton>,
        children:
          "Your client list grows from the jobs you quote and fly, which needs a pilot profile.",
      }}
    >
      <PilotCrm />
    </PilotToolPage>
  );
}
