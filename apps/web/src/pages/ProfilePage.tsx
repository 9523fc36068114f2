import { LinkIcon, MailIcon, UserRoundIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { canFly, canHire, fullName, initials, roleLabel } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";

/** /profile: the signed-in account as the server reports it. */
export default function ProfilePage() {
  const { user, linkedAccounts } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Your account"
        title="Profile"
        description="Your account details, role and sign-in methods."
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="flex items-center gap-5 p-6">
            <Avatar className="size-16 text-lg">
              {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
              <AvatarFallback className="text-lg">{initials(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 space-y-1">
              <p className="truncate text-xl font-bold">{fullName(user)}</p>
              {user?.email && (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <MailIcon className="size-4" aria-hidden />
                  {user.email}
                </p>
              )}
              <Badge variant="sky">
                <UserRoundIcon aria-hidden />
                {roleLabel(user)}
              </Badge>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <LinkIcon className="size-4" aria-hidden />
              Linked sign-in methods
            </CardTitle>
          </CardHeader>
          <CardContent>
            {linkedAccounts.length === 0 ? (
              <p className="text-sm text-muted-foreground">No Google or Apple account is linked.</p>
            ) : (
              <ul className="space-y-1 text-sm capitalize">
                {linkedAccounts.map(({ provider }) => (
                  <li key={provider}>{provider}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {canFly(user) && (
          <LinkButton href="/pilot/profile" variant="outline">
            Pilot profile
          </LinkButton>
        )}
        {canHire(user) && (
          <LinkButton href="/client-profile" variant="outline">
            Client profile
          </LinkButton>
        )}
        <LinkButton href="/settings/capabilities" variant="outline">
          Capabilities
        </LinkButton>
      </div>
    </PageContainer>
  );
}
