import { LogInIcon, SendIcon, Settings2Icon, UserRoundPenIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { storeSocialSignIn } from "@/features/auth/authStorage";
import { canHire, pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { StartConversationButton } from "@/features/messages/StartConversationButton";
import { cn } from "@/lib/utils";

/**
 * Inviting leads to /job/link: a client sends the pilot a job with a message (the page also
 * offers to post a new job for them). Messaging opens the conversation with the pilot.
 */
export const inviteToJobHref = (id: string) => `/job/link?pilot=${encodeURIComponent(id)}`;

/**
 * What a visitor can do with a pilot's profile: message or invite them when they can hire, sign
 * in or enable hiring otherwise. Every button goes somewhere.
 */
export function HireActions({ pilotId, pilotName }: { pilotId: string; pilotName: string }) {
  const { session, user, isLoading, isAuthenticated } = useAuth();
  const full = "w-full";

  if (isLoading) {
    return (
      <div className="grid gap-2" aria-hidden>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  if (!isAuthenticated) {
    const here = `/pilots/${encodeURIComponent(pilotId)}`;
    return (
      <div className="grid gap-2">
        <Link
          href="/login"
          // After signing in, come back to this profile (the stored return path, spec section 4).
          onClick={() => storeSocialSignIn("login", here)}
          className={cn(buttonVariants({ variant: "flare", size: "lg" }), full)}
        >
          <LogInIcon />
          Sign in to hire {pilotName}
        </Link>
        <p className="text-center text-sm text-muted-foreground">
          New here?{" "}
          <Link href="/register" className="font-semibold text-brand-sky hover:underline">
            Create a free account
          </Link>
        </p>
      </div>
    );
  }

  const ownId = pilotProfileOf(session)?.id;
  if (ownId !== undefined && String(ownId) === pilotId) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">This is your public profile.</p>
        <Link href="/pilot/profile" className={cn(buttonVariants({ variant: "outline" }), full)}>
          <UserRoundPenIcon />
          Edit your profile
        </Link>
      </div>
    );
  }

  if (!canHire(user)) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Turn on hiring for your account to message pilots and invite them to jobs.
        </p>
        <Link
          href="/settings/capabilities"
          className={cn(buttonVariants({ variant: "outline" }), full)}
        >
          <Settings2Icon />
          Turn on hiring
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <StartConversationButton
        target={{ pilotProfileId: pilotId }}
        label="Message pilot"
        variant="flare"
        size="lg"
        className={full}
      />
      <Link
        href={inviteToJobHref(pilotId)}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), full)}
      >
        <SendIcon />
        Invite to a job
      </Link>
    </div>
  );
}
