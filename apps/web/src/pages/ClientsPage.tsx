import { LinkButton } from "@/components/page/LinkButton";
import { PilotToolPage } from "@/features/auth/PilotToolPage";
import { ClientSearch } from "@/features/clients/ClientSearch";

/** /clients: client search for pilots. */
export default function ClientsPage() {
  return (
    <PilotToolPage
      eyebrow="Find Clients"
      title="Find clients"
      description="Discover businesses that hire drone pilots, from real estate agencies to film crews, and the jobs they have open."
      actions={
        <LinkButton href="/pilot/crm" variant="outline">
          My clients
        </LinkButton>
      }
      missingCapability="client search isn't open to you: it is for pilots looking for work"
      noProfile={{
        action: <LinkButton href="/register/pilot">Create your pilot profile</LinkButton>,
        children:
          "Clients look at your profile when you quote their jobs, so set it up before reaching out.",
      }}
    >
      <ClientSearch />
    </PilotToolPage>
  );
}
