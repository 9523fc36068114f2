import {
  BellIcon,
  CheckCheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SettingsIcon,
} from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NotificationList } from "@/features/notifications/NotificationList";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from "@/features/notifications/notificationQueries";
import { PushNotificationsCard } from "@/features/push/PushNotificationsCard";

/** /notifications: the signed-in user's notifications, newest first, with mark read. */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const query = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unread ?? 0;

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Notifications"
        title="Notifications"
        description="Updates about your jobs, applications and messages."
        actions={
          <>
            <LinkButton href="/settings/notifications" variant="outline">
              <SettingsIcon />
              Notification settings
            </LinkButton>
            <Button
              variant="outline"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <CheckCheckIcon />
              {markAll.isPending ? "Marking..." : "Mark all read"}
            </Button>
          </>
        }
      />
      <PushNotificationsCard />
      {(markRead.isError || markAll.isError) && (
        <Alert className="mb-4">We couldn't mark that as read. Please try again.</Alert>
      )}
      <QueryView query={query} errorMessage="We couldn't load your notifications.">
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={BellIcon} title="No notifications yet">
              We'll let you know here when something happens with your jobs and applications.
            </EmptyState>
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {unread === 0
                  ? "You're all caught up."
                  : `${unread} unread notification${unread === 1 ? "" : "s"}`}
              </p>
              <NotificationList
                notifications={data.notifications}
                onMarkRead={(id) => markRead.mutate(id)}
                pendingId={markRead.isPending ? markRead.variables : undefined}
              />
              {(page > 1 || data.hasMore) && (
                <nav className="flex items-center justify-between" aria-label="Pages">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page === 1}
                    onClick={() => setPage((p) => Math.max(1, p - 1))}
                  >
                    <ChevronLeftIcon />
                    Newer
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    Page {page} of {Math.max(1, Math.ceil(data.total / data.pageSize))}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!data.hasMore}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Older
                    <ChevronRightIcon />
                  </Button>
                </nav>
              )}
            </div>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
