import { UserRoundPenIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { canFly, hasPilotProfile } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { ClientSearch } from "@/features/clients/ClientSearch";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";

/** /clients: client search for pilots. */
export default function ClientsPage() {
  const { session, user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Find Clients"
        title="Find clients"
        description="Discover businesses that hire drone pilots, from real estate agencies to film crews, and the jobs they have open."
        actions={
          canFly(user) ? (
            <LinkButton href="/pilot/crm" variant="outline">
              My clients
            </LinkButton>
          ) : undefined
        }
      />
      {!canFly(user) ? (
        <MissingCapabilityNotice
          capability="fly"
          consequence="client search isn't open to you: it is for pilots looking for work"
        />
      ) : !hasPilotProfile(session) ? (
        <EmptyState
          icon={UserRoundPenIcon}
          title="Set up your pilot profile first"
          action={<LinkButton href="/register/pilot">Create your pilot profile</LinkButton>}
        >
          Clients look at your profile when you quote their jobs, so set it up before reaching out.
        </EmptyState>
      ) : (
        <ClientSearch />
      )}
    </PageContainer>
  );
}
