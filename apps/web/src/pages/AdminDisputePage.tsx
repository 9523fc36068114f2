import { FileSearchIcon } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { AdminNav } from "@/features/moderation/AdminNav";
import { QueryView } from "@/components/page/QueryView";
import { useAdminDispute } from "@/features/admin/adminQueries";
import { DisputeDetailView } from "@/features/admin/DisputeDetailView";
import { ApiError } from "@/lib/api";

/** /admin/disputes/:id (operators only): the case and the decision. */
export default function AdminDisputePage() {
  const { id } = useParams<{ id: string }>();
  const dispute = useAdminDispute(id);
  const missing = dispute.error instanceof ApiError && [400, 404].includes(dispute.error.status);
  return (
    <PageContainer className="pt-6 lg:pt-8">
      <AdminNav />
      {missing ? (
        <EmptyState
          icon={FileSearchIcon}
          title="This dispute isn't available"
          action={<LinkButton href="/admin">All disputes</LinkButton>}
        >
          The link may be mistyped.
        </EmptyState>
      ) : (
        <QueryView query={dispute} errorMessage="We couldn't load this dispute.">
          {(detail) => <DisputeDetailView detail={detail} />}
        </QueryView>
      )}
    </PageContainer>
  );
}
