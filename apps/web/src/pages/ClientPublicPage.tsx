import type { ClientPage } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { canFly } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { ClientOverview } from "@/features/clients/ClientOverview";
import { ReportDialog } from "@/features/moderation/ReportDialog";
import { MissingCapabilityNotice } from "@/features/onboarding/MissingCapabilityNotice";
import { ApiError } from "@/lib/api";

/** /clients/{id}: a client's page for pilots, with their open jobs. */
export default function ClientPublicPage() {
  const { user } = useAuth();
  const { id = "" } = useParams<{ id: string }>();
  const flies = canFly(user);
  const client = useQuery<ClientPage>({
    queryKey: [`/api/clients/${encodeURIComponent(id)}`],
    enabled: flies,
  });
  return (
    <PageContainer>
      {!flies ? (
        <MissingCapabilityNotice
          capability="fly"
          consequence="client pages aren't open to you: they are for pilots looking for work"
        />
      ) : client.isPending ? (
        <ListSkeleton rows={4} />
      ) : client.isError ? (
        client.error instanceof ApiError && [400, 404].includes(client.error.status) ? (
          <EmptyState
            icon={SearchXIcon}
            title="Client not found"
            action={<LinkButton href="/clients">Find clients</LinkButton>}
          >
            This client doesn't exist or isn't hiring on the marketplace any more.
          </EmptyState>
        ) : (
          <LoadError
            message="We couldn't load this client. Please try again."
            onRetry={() => void client.refetch()}
          />
        )
      ) : (
        <>
          <div className="mb-2 flex justify-end">
            <ReportDialog targetType="client" targetId={id} />
          </div>
          <ClientOverview client={client.data} />
        </>
      )}
    </PageContainer>
  );
}
