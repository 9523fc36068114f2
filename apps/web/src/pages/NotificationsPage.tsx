import { useQuery } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";

/** /notifications (GET /api/notifications/count). */
export default function NotificationsPage() {
  const query = useQuery<{ count: number }>({ queryKey: ["/api/notifications/count"] });
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Notifications"
        title="Notifications"
        description="Updates about your jobs, applications and messages."
      />
      <QueryView query={query} errorMessage="We couldn't load your notifications.">
        {(data) => {
          const count = data?.count ?? 0;
          return (
            <EmptyState
              icon={BellIcon}
              title={
                count === 0
                  ? "No new notifications"
                  : `You have ${count} unread notification${count === 1 ? "" : "s"}`
              }
            >
              {count === 0 ? "You're all caught up." : "Check your jobs and messages for details."}
            </EmptyState>
          );
        }}
      </QueryView>
    </PageContainer>
  );
}
