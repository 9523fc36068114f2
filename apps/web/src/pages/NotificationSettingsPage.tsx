import { BellIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { Alert } from "@/components/ui/alert";
import { ChannelSwitchesCard } from "@/features/notificationSettings/ChannelSwitchesCard";
import { EmailPauseCard } from "@/features/notificationSettings/EmailPauseCard";
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from "@/features/notificationSettings/notificationSettingsQueries";
import { PushNotificationsCard } from "@/features/push/PushNotificationsCard";

/** /settings/notifications: how the user hears about each kind of event. */
export default function NotificationSettingsPage() {
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const savingGroup = update.isPending ? update.variables.groups?.[0]?.group : undefined;

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Settings"
        title="Notification settings"
        description="Choose how you hear about each kind of event. In-app notifications are always on."
        actions={
          <LinkButton href="/notifications" variant="outline">
            <BellIcon />
            Notifications
          </LinkButton>
        }
      />
      {update.isError && (
        <Alert className="mb-4">We couldn't save that change. Please try again.</Alert>
      )}
      <QueryView query={query} errorMessage="We couldn't load your notification settings.">
        {(data) => (
          <>
            <EmailPauseCard
              emailPausedUntil={data.emailPausedUntil}
              saving={update.isPending}
              onPause={(days) => update.mutate({ pauseEmailDays: days })}
            />
            <ChannelSwitchesCard
              groups={data.groups}
              savingGroup={savingGroup}
              onChange={(g, change) => update.mutate({ groups: [{ group: g.group, ...change }] })}
            />
          </>
        )}
      </QueryView>
      <PushNotificationsCard />
    </PageContainer>
  );
}
