import {
  NOTIFICATION_GROUP_INFO,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
} from "@skyhire/shared";
import { MailXIcon } from "lucide-react";
import { useSearchParams } from "wouter";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/features/auth/useAuth";
import { useUnsubscribe } from "@/features/notificationSettings/notificationSettingsQueries";

/** The group a token names (its second part); the server checks the signature. */
function groupOf(token: string): NotificationGroup | null {
  const group = token.split(".")[1] ?? "";
  return (NOTIFICATION_GROUPS as readonly string[]).includes(group)
    ? (group as NotificationGroup)
    : null;
}

/**
 * /unsubscribe?token=…: where an email's unsubscribe link lands in a browser. Works signed out;
 * asks before switching the group's email off (link scanners open links too).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const group = groupOf(token);
  const unsubscribe = useUnsubscribe();
  const { user } = useAuth();
  const label = group ? NOTIFICATION_GROUP_INFO[group].label : null;

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader
        eyebrow="Email"
        title="Unsubscribe"
        description="Stop one kind of email from SkyHire. Notifications still appear when you sign in."
      />
      <Card>
        <CardContent className="space-y-4 p-6">
          {!label ? (
            <Alert>This unsubscribe link is incomplete. Open it again from the email.</Alert>
          ) : unsubscribe.isSuccess ? (
            <p role="status" className="text-base">
              Done: you will get no more emails about {unsubscribe.data.label}.
            </p>
          ) : (
            <>
              <p className="text-base">
                Stop emails about <strong>{label}</strong>?
              </p>
              {unsubscribe.isError && <Alert>{unsubscribe.error.message}</Alert>}
              <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                <MailXIcon />
                {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
              </Button>
            </>
          )}
          <p className="text-sm text-muted-foreground">
            {user ? (
              <LinkButton href="/settings/notifications" variant="outline">
                Change your notification settings
              </LinkButton>
            ) : (
              "Sign in to choose exactly which emails you get."
            )}
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
