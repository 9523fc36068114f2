import { Suspense } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { QuickTooltips } from "@/components/ui/tooltip";
import { useAuth } from "@/features/auth/useAuth";
import { lazyBackgroundPart } from "@/features/offline/backgroundImport";
import { UnreadMessagesBadge } from "@/features/messages/UnreadMessagesBadge";
import { NavLink } from "@/features/navigation/NavLink";
import { useNavItems } from "@/features/navigation/useNavItems";
import { ThemeToggle } from "@/features/theme/ThemeToggle";
import { cn } from "@/lib/utils";
import { BrandLogo } from "./BrandLogo";
import { SessionLoadingBadge } from "./LoadingScreen";
import { MobileDrawer } from "./MobileDrawer";

// Only signed-in users need the dropdown (and its positioning engine), so it loads on demand.
// The bar is outside the page's error boundary: a download cut by a lost network keeps the
// placeholder until the network is back instead of taking the app down.
const UserMenu = lazyBackgroundPart(() =>
  import("./UserMenu").then((m) => ({ default: m.UserMenu })),
);

/**
 * Sticky top bar for every screen except the landing page. With `sessionPending` (a page shown
 * while the session loads) it shows the session indicator where the account's actions go.
 */
export function AppNavBar({ sessionPending = false }: { sessionPending?: boolean }) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const items = useNavItems();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <QuickTooltips>
        <nav
          aria-label="Main"
          className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8"
        >
          <BrandLogo className="mr-4" />
          <ul className="hidden items-center gap-1 lg:flex">
            {items.map(({ name, href, icon: Icon }) => (
              <li key={href}>
                <NavLink
                  href={href}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                  activeClassName="bg-brand-sky-soft text-brand-sky hover:bg-brand-sky-soft hover:text-brand-sky"
                >
                  <Icon className="size-4" aria-hidden />
                  {name}
                  {href === "/messages" && <UnreadMessagesBadge />}
                </NavLink>
              </li>
            ))}
          </ul>

          <div className="ml-auto flex items-center gap-1.5">
            <ThemeToggle />
            {isAuthenticated && user ? (
              <div className="hidden lg:block">
                <Suspense fallback={<span className="block size-9 rounded-full bg-muted" />}>
                  <UserMenu user={user} />
                </Suspense>
              </div>
            ) : isLoading ? (
              sessionPending && <SessionLoadingBadge />
            ) : (
              <Link
                href="/login"
                className={cn(
                  buttonVariants({ variant: "flare", size: "sm" }),
                  "hidden h-9 lg:inline-flex",
                )}
              >
                Sign In / Join
              </Link>
            )}
            <MobileDrawer items={items} user={isAuthenticated ? user : null} />
          </div>
        </nav>
      </QuickTooltips>
    </header>
  );
}
