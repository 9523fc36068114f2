import type { ReactNode } from "react";
import { LoadError } from "@/components/page/LoadError";
import { Skeleton } from "@/components/ui/skeleton";
import type { AuthMode } from "./authStorage";
import { SocialSignInButtons } from "./SocialSignInButtons";
import { useAuthConfig } from "./useAuthConfig";

/**
 * The provider buttons and, when the server lists "local", the email form under the heading
 * 'Or continue with email' (spec section 1).
 */
export function AuthOptions({ mode, emailForm }: { mode: AuthMode; emailForm: ReactNode }) {
  const { data: config, isPending, isError, refetch } = useAuthConfig();

  if (isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading sign-in options">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError
        message="We couldn't load the sign-in options. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }

  const hasEmail = config.providers.includes("local");
  return (
    <div className="space-y-6">
      <SocialSignInButtons config={config} mode={mode} />
      {hasEmail && (
        <>
          <div className="flex items-center gap-3">
            <span className="h-px flex-1 bg-border" />
            <h2 className="font-sans text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Or continue with email
            </h2>
            <span className="h-px flex-1 bg-border" />
          </div>
          {emailForm}
        </>
      )}
      {!hasEmail && config.providers.length === 0 && (
        <p className="text-center text-sm text-muted-foreground">
          Sign-in is not available right now. Please try again later.
        </p>
      )}
    </div>
  );
}
