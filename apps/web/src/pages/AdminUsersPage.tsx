import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { AdminNav } from "@/features/moderation/AdminNav";
import { UserList } from "@/features/moderation/UserList";

/** /admin/users (operators only): find an account by name or email. */
export default function AdminUsersPage() {
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title="Users"
        description="Find an account by name or email, then open it to see its jobs, money, disputes and reports, and to suspend or reinstate it."
      />
      <UserList />
    </PageContainer>
  );
}
