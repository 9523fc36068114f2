import { LogOutIcon, MenuIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { BrandLogo } from "@/components/layout/BrandLogo";
import { Button, buttonVariants } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { QuickTooltips } from "@/components/ui/tooltip";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useAuth } from "@/features/auth/useAuth";
import { scrollToId } from "@/features/navigation/scrollToAnchor";
import { ThemeChoice } from "@/features/theme/ThemeChoice";
import { ThemeToggle } from "@/features/theme/ThemeToggle";
import { cn } from "@/lib/utils";
import { LANDING_SECTIONS } from "./landingSections";
import { useLandingLogout } from "./useLandingLogout";

/** Scrolls smoothly to a section on this page and records it in the address bar. */
function jumpTo(id: string) {
  if (scrollToId(id)) window.history.replaceState(window.history.state, "", `/#${id}`);
}

function SessionActions({ stacked = false }: { stacked?: boolean }) {
  const { isAuthenticated, isLoading } = useAuth();
  const { isPending, logout } = useLandingLogout();
  const size = stacked ? "default" : "sm";
  const width = stacked ? "w-full" : "";

  if (isLoading) return <span className="h-8 w-32" aria-hidden />;
  if (isAuthenticated) {
    return (
      <>
        <Link href="/dashboard" className={cn(buttonVariants({ variant: "flare", size }), width)}>
          Dashboard
        </Link>
        <Button
          variant={stacked ? "outline" : "ghost"}
          size={size}
          className={cn(!stacked && "text-white hover:bg-white/10 hover:text-white", width)}
          disabled={isPending}
          onClick={logout}
        >
          <LogOutIcon />
          {isPending ? "Logging out..." : "Logout"}
        </Button>
      </>
    );
  }
  return (
    <>
      <Link
        href="/login"
        className={cn(
          buttonVariants({ variant: stacked ? "outline" : "ghost", size }),
          !stacked && "text-white hover:bg-white/10 hover:text-white",
          width,
        )}
      >
        Sign In
      </Link>
      <Link href="/register" className={cn(buttonVariants({ variant: "flare", size }), width)}>
        Get Started
      </Link>
    </>
  );
}

/** The landing page's own top bar: section links, theme toggle, session actions, mobile menu. */
export function LandingTopBar() {
  const [open, setOpen] = useState(false);
  // A section picked in the menu is scrolled to once the sheet has closed and released its
  // scroll lock; scrolling earlier is swallowed by the lock.
  const pendingSection = useRef<string | null>(null);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-hero-from/85 text-white backdrop-blur-md">
      <QuickTooltips>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo className="[&_span_span]:text-sky-400" />
          <nav aria-label="Sections" className="ml-6 hidden lg:block">
            <ul className="flex gap-1">
              {LANDING_SECTIONS.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`/#${id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      jumpTo(id);
                    }}
                    className="rounded-lg px-3 py-2 text-sm font-medium text-sky-100/80 transition-colors hover:bg-white/10 hover:text-white"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1.5">
            <ThemeToggle className="text-white hover:bg-white/10 hover:text-white" />
            <div className="hidden items-center gap-1.5 sm:flex">
              <SessionActions />
            </div>
            <Sheet open={open} onOpenChange={setOpen}>
              <SheetTrigger asChild>
                <IconButton
                  className="text-white hover:bg-white/10 hover:text-white lg:hidden"
                  label="Open menu"
                  side="bottom"
                >
                  <MenuIcon className="size-5" />
                </IconButton>
              </SheetTrigger>
              <SheetContent
                aria-describedby={undefined}
                onCloseAutoFocus={(event) => {
                  const id = pendingSection.current;
                  if (!id) return;
                  event.preventDefault();
                  pendingSection.current = null;
                  window.requestAnimationFrame(() => jumpTo(id));
                }}
              >
                <SheetTitle className="sr-only">Menu</SheetTitle>
                <div className="border-b px-5 pt-4 pb-5">
                  <BrandLogo onClick={() => setOpen(false)} />
                </div>
                <nav aria-label="Sections" className="flex-1 px-3 py-4">
                  <ul>
                    {LANDING_SECTIONS.map(({ id, label }) => (
                      <li key={id}>
                        <a
                          href={`/#${id}`}
                          onClick={(event) => {
                            event.preventDefault();
                            pendingSection.current = id;
                            setOpen(false);
                          }}
                          className="block rounded-lg px-2 py-2.5 text-sm font-medium hover:bg-accent"
                        >
                          {label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="space-y-3 border-t px-5 py-4">
                  <ThemeChoice />
                  <div className="grid gap-2">
                    <SessionActions stacked />
                  </div>
                </div>
              </SheetContent>
            </Sheet>
          </div>
        </div>
      </QuickTooltips>
    </header>
  );
}
