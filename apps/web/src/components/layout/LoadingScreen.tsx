import { DroneMark } from "./BrandLogo";

/** Full-page loader shown while a route's code chunk downloads (spec: 'Loading page...'). */
export function LoadingScreen({ label = "Loading page..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-muted-foreground"
    >
      <DroneMark className="size-12 animate-[bob_1.6s_ease-in-out_infinite]" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

/** Small indicator while the session (current user) is being checked. */
export function SessionLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-[3px] border-brand-sky/25 border-t-brand-sky" />
      <span className="sr-only">Checking your session...</span>
    </div>
  );
}

/**
 * The same indicator, small, for the navigation bar: public pages (the pilot directory and
 * profiles) show at once while the session is checked, with this where the account's actions
 * will go.
 */
export function SessionLoadingBadge() {
  return (
    <span role="status" aria-live="polite" className="flex size-9 items-center justify-center">
      <span className="size-4 animate-spin rounded-full border-2 border-brand-sky/25 border-t-brand-sky" />
      <span className="sr-only">Checking your session...</span>
    </span>
  );
}
