import { UserXIcon } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { AdminNav } from "@/features/moderation/AdminNav";
import { useAdminUser } from "@/features/moderation/moderationQueries";
import { UserDetailView } from "@/features/moderation/UserDetailView";
import { ApiError } from "@/lib/api";

/** /admin/users/:id (operators only): one account, and suspending or reinstating it. */
export default function AdminUserPage() {
  const { id } = useParams<{ id: string }>();
  const account = useAdminUser(id);
  const missing = account.error instanceof ApiError && [400, 404].includes(account.error.status);
  return (
    <PageContainer>
      <AdminNav />
      {missing ? (
        <EmptyState
          icon={UserXIcon}
          title="This account isn't available"
          action={<LinkButton href="/admin/users">All users</LinkButton>}
        >
          The link may be mistyped.
        </EmptyState>
      ) : (
        <QueryView query={account} errorMessage="We couldn't load this account.">
          {(detail) => (
            <>
              <PageHeader
                eyebrow="Account"
                title={detail.user.name}
                description="What this account does on SkyHire, its money from the ledger, and what others reported."
              />
              <UserDetailView detail={detail} />
            </>
          )}
        </QueryView>
      )}
    </PageContainer>
  );
}
