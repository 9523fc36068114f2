import { UserRoundPenIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { canFly, hasPilotProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { PilotCrm } from "@/features/crm/PilotCrm";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";

/** /pilot-crm and /pilot/crm: a pilot's client relationships. */
export default function PilotCrmPage() {
  const { session, user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Client CRM"
        title="Your clients"
        description="Every client you've flown for, quoted or been invited by: the work you've done together, what you earned, and your private notes."
        actions={
          canFly(user) ? (
            <LinkButton href="/clients" variant="outline">
              Find new clients
            </LinkButton>
          ) : undefined
        }
      />
      {!canFly(user) ? (
        <MissingCapabilityNotice
          capability="fly"
          consequence="you have no client CRM yet: it fills with the clients whose jobs you quote and fly"
        />
      ) : !hasPilotProfile(session) ? (
        <EmptyState
          icon={UserRoundPenIcon}
          title="Set up your pilot profile first"
          action={<LinkButton href="/register/pilot">Create your pilot profile</LinkButton>}
        >
          Your client list grows from the jobs you quote and fly, which needs a pilot profile.
        </EmptyState>
      ) : (
        <PilotCrm />
      )}
    </PageContainer>
  );
}
