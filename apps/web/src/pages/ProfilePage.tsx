import { useQueryClient } from "@tanstack/react-query";
import { BellIcon, MailIcon, SettingsIcon, UserRoundIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordCard } from "@/features/account/ChangePasswordCard";
import { LinkedAccountsCard } from "@/features/account/LinkedAccountsCard";
import { YourDataCard } from "@/features/account/YourDataCard";
import { linkResultToast } from "@/features/account/linkResult";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import { CalendarFeedCard } from "@/features/calendarFeed/CalendarFeedCard";
import {
  canFly,
  canHire,
  fullName,
  hasClientProfile,
  hasPilotProfile,
  initials,
  roleLabel,
} from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { SignOutButton } from "@/features/auth/SignOutButton";
import { toast } from "@/features/toast/toastStore";

/** Shows `?linked=` / `?link_error=` from a provider link as a toast, then clears the query. */
function useLinkResult() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const result = linkResultToast(search);
    if (!result || shown.current === search) return;
    shown.current = search;
    toast(result);
    navigate(location, { replace: true });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [search, location, navigate, queryClient]);
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{value || "—"}</dd>
    </div>
  );
}

/** /profile: account details, sign-in methods, password, sign out, and your data. */
export default function ProfilePage() {
  const { session, user } = useAuth();
  useLinkResult();
  if (!session || !user) return null;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Your account"
        title="Profile"
        description="Your account details, sign-in methods, password and your data."
        actions={
          <>
            <LinkButton href="/settings/capabilities" variant="outline">
              <SettingsIcon />
              Capabilities
            </LinkButton>
            <LinkButton href="/settings/notifications" variant="outline">
              <BellIcon />
              Notification settings
            </LinkButton>
          </>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card>
            <CardContent className="space-y-6 pt-6">
              <div className="flex items-center gap-5">
                <Avatar className="size-16 text-lg">
                  {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
                  <AvatarFallback className="text-lg">{initials(user)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0 space-y-1">
                  <p className="truncate text-xl font-bold">{fullName(user)}</p>
                  {user.email && (
                    <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
                      <MailIcon className="size-4 shrink-0" aria-hidden />
                      <span className="truncate">{user.email}</span>
                    </p>
                  )}
                  <Badge variant="sky">
                    <UserRoundIcon aria-hidden />
                    {roleLabel(user)}
                  </Badge>
                </div>
              </div>
              <dl className="grid gap-4 border-t pt-5 sm:grid-cols-2">
                <Detail label="First name" value={user.firstName ?? ""} />
                <Detail label="Last name" value={user.lastName ?? ""} />
                <Detail label="Email" value={user.email ?? ""} />
                <Detail label="Role" value={roleLabel(user)} />
              </dl>
              <div className="flex flex-wrap gap-3 border-t pt-5">
                {canFly(user) && (
                  <LinkButton href="/register/pilot" variant="outline" size="sm">
                    {hasPilotProfile(session) ? "Edit pilot profile" : "Create pilot profile"}
                  </LinkButton>
                )}
                {canHire(user) && (
                  <LinkButton href="/register/client" variant="outline" size="sm">
                    {hasClientProfile(session) ? "Edit client profile" : "Create client profile"}
                  </LinkButton>
                )}
              </div>
            </CardContent>
          </Card>
          <ChangePasswordCard hasPassword={user.hasPassword !== false} />
          <CalendarFeedCard />
        </div>
        <div className="space-y-6">
          <LinkedAccountsCard session={session} />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Sign out</CardTitle>
              <CardDescription>Sign out of your account on this device.</CardDescription>
            </CardHeader>
            <CardContent>
              <SignOutButton />
            </CardContent>
          </Card>
          <YourDataCard email={user.email ?? ""} />
        </div>
      </div>
    </PageContainer>
  );
}
