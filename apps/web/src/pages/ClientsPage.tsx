import { UsersIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /clients: client search for pilots. */
export default function ClientsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Find Clients"
        title="Find clients"
        description="Discover businesses that hire drone pilots, from real estate agencies to film crews."
      />
      <EmptyState icon={UsersIcon} title="No clients to show yet">
        Clients who hire through the marketplace will be listed here.
      </EmptyState>
    </PageContainer>
  );
}
