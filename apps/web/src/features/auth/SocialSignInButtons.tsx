import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { browser } from "@/lib/browser";
import { storeSocialSignIn, type AuthMode } from "./authStorage";
import type { AuthConfig } from "./types";

export function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

export function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4" fill="currentColor">
      <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8s2 .8 3.4.8 2.2-1.2 3-2.5c1-1.4 1.4-2.8 1.4-2.8s-2.7-1.1-2.7-4.1ZM13.9 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4Z" />
    </svg>
  );
}

const PROVIDERS = [
  { id: "google", label: "Continue with Google", Icon: GoogleIcon },
  { id: "apple", label: "Continue with Apple", Icon: AppleIcon },
] as const;

/** Auth pages must not be a return path: signed-in users see 404 there. */
function returnPathFor(path: string): string {
  return path === "/login" || path === "/register" ? "/" : path;
}

type SocialSignInButtonsProps = { config: AuthConfig; mode: AuthMode };

/** Provider buttons, only for providers the server's auth configuration lists. */
export function SocialSignInButtons({ config, mode }: SocialSignInButtonsProps) {
  const [pending, setPending] = useState<string | null>(null);
  const offered = PROVIDERS.filter((p) => config.providers.includes(p.id));
  if (offered.length === 0) return null;

  function start(provider: string) {
    setPending(provider);
    storeSocialSignIn(mode, returnPathFor(window.location.pathname));
    browser.goTo(config.endpoints[provider] ?? `/api/auth/${provider}`);
  }

  return (
    <div className="grid gap-3">
      {offered.map(({ id, label, Icon }) => (
        <Button
          key={id}
          type="button"
          variant="outline"
          className="h-11"
          disabled={pending !== null}
          onClick={() => start(id)}
        >
          {pending === id ? <Loader2Icon className="animate-spin" aria-hidden /> : <Icon />}
          {label}
        </Button>
      ))}
    </div>
  );
}
