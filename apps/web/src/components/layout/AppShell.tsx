import type { ReactNode } from "react";
import { OfflineScreenNotice } from "@/features/offline/OfflineScreenNotice";
import { AppNavBar } from "./AppNavBar";
import { Footer } from "./Footer";
import { SkipLink } from "./SkipLink";

/**
 * Navigation bar, page content and footer: the frame of every screen except the landing page.
 * `sessionPending`: the page shows while the session is still being checked (public pages).
 */
export function AppShell({
  children,
  sessionPending = false,
}: {
  children: ReactNode;
  sessionPending?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppNavBar sessionPending={sessionPending} />
      {/* At least a screen tall, so the footer starts below the fold and never jumps down as a
          page's content loads (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <OfflineScreenNotice />
        {children}
      </main>
      <Footer />
    </div>
  );
}
