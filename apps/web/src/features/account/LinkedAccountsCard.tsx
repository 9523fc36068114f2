import { KeyRoundIcon, Link2Icon, Loader2Icon, MailIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { providerLabel } from "@/features/auth/authRedirect";
import type { AuthSession } from "@/features/auth/types";
import { AppleIcon, GoogleIcon } from "@/features/auth/SocialSignInButtons";
import { useAuthConfig } from "@/features/auth/useAuthConfig";
import { toast } from "@/features/toast/toastStore";
import { useLinkAccount, useUnlinkAccount } from "./useAccountLinks";

const SOCIAL_PROVIDERS = ["google", "apple"] as const;
const PROVIDER_ICONS = { google: GoogleIcon, apple: AppleIcon };

function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/**
 * Sign-in methods: the password, and Google/Apple with Link (when the server offers the
 * provider) and Unlink buttons. The server refuses to remove the last way to sign in.
 */
export function LinkedAccountsCard({ session }: { session: AuthSession }) {
  const { data: config } = useAuthConfig();
  const link = useLinkAccount();
  const unlink = useUnlinkAccount();
  const offered = new Set(config?.providers ?? []);
  const linkedByProvider = new Map(session.linkedAccounts.map((a) => [a.provider, a]));
  // Providers the server offers, plus any already linked (so they can still be removed).
  const rows = SOCIAL_PROVIDERS.filter((p) => offered.has(p) || linkedByProvider.has(p));
  const busy = link.isPending || unlink.isPending;

  function startLink(provider: string) {
    link.mutate(provider, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: `Couldn't link ${providerLabel(provider) ?? provider}`,
          description: error.message,
        }),
    });
  }

  function remove(provider: string) {
    const name = providerLabel(provider) ?? provider;
    unlink.mutate(provider, {
      onSuccess: () =>
        toast({
          title: `${name} unlinked`,
          description: `You can no longer sign in with ${name}.`,
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: `Couldn't unlink ${name}`,
          description: error.message,
        }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Link2Icon className="size-4" aria-hidden />
          Sign-in methods
        </CardTitle>
        <CardDescription>Ways you can sign in to this account.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          <li className="flex items-center gap-3 p-3.5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
              <MailIcon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">Email and password</p>
              <p className="truncate text-xs text-muted-foreground">
                {session.user.hasPassword === false ? "No password set" : "Password set"}
              </p>
            </div>
            <KeyRoundIcon className="size-4 text-muted-foreground" aria-hidden />
          </li>
          {rows.map((provider) => {
            const name = providerLabel(provider) ?? provider;
            const Icon = PROVIDER_ICONS[provider];
            const account = linkedByProvider.get(provider);
            const since = formatDate(account?.linkedAt);
            const pendingHere =
              (link.isPending && link.variables === provider) ||
              (unlink.isPending && unlink.variables === provider);
            return (
              <li
                key={provider}
                className="flex items-center gap-3 p-3.5"
                data-testid={`linked-${provider}`}
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
                  <Icon />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">{name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {account
                      ? [account.email ?? "Linked", since && `since ${since}`]
                          .filter(Boolean)
                          .join(" · ")
                      : "Not linked"}
                  </p>
                </div>
                {account ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`Unlink ${name}`}
                    onClick={() => remove(provider)}
                  >
                    {pendingHere && <Loader2Icon className="animate-spin" aria-hidden />}
                    Unlink
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`Link ${name}`}
                    onClick={() => startLink(provider)}
                  >
                    {pendingHere && <Loader2Icon className="animate-spin" aria-hidden />}
                    Link
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
