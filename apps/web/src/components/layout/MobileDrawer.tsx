import { LogInIcon, MenuIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { buttonVariants } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { isAdmin } from "@/features/admin/adminAccess";
import { fullName, initials, roleLabel } from "@/features/auth/profile";
import type { User } from "@/features/auth/types";
import { SignOutButton } from "@/features/auth/SignOutButton";
import { UnreadMessagesBadge } from "@/features/messages/UnreadMessagesBadge";
import { groupNavItems, type VisibleNavItem } from "@/features/navigation/filterNavItems";
import { NavLink } from "@/features/navigation/NavLink";
import { NAV_GROUP_LABELS } from "@/features/navigation/navItems";
import { useCloseOnNavigate } from "@/features/navigation/useCloseOnNavigate";
import { ThemeChoice } from "@/features/theme/ThemeChoice";
import { cn } from "@/lib/utils";
import { BrandLogo } from "./BrandLogo";

type MobileDrawerProps = { items: VisibleNavItem[]; user: User | null };

/** The small-screen menu: who you are, grouped destinations, and settings. */
export function MobileDrawer({ items, user }: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  useCloseOnNavigate(open, () => setOpen(false));

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <IconButton className="lg:hidden" label="Open menu" side="bottom">
          <MenuIcon className="size-5" />
        </IconButton>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <div className="border-b px-5 pt-4 pb-5">
          <BrandLogo />
          {user ? (
            <div className="mt-5 flex items-center gap-3">
              <Avatar className="size-11">
                {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
                <AvatarFallback>{initials(user)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0">
                <p className="truncate font-semibold">{fullName(user)}</p>
                <SheetDescription>{roleLabel(user)}</SheetDescription>
                <Link
                  href="/profile"
                  onClick={() => setOpen(false)}
                  className="text-sm font-medium text-brand-sky hover:underline"
                >
                  View Profile
                </Link>
                {isAdmin(user) && (
                  <Link
                    href="/admin"
                    onClick={() => setOpen(false)}
                    className="ml-4 text-sm font-medium text-brand-sky hover:underline"
                  >
                    Operator area
                  </Link>
                )}
              </div>
            </div>
          ) : (
            <Link href="/login" className={cn(buttonVariants({ variant: "flare" }), "mt-5 w-full")}>
              <LogInIcon />
              Sign In / Join
            </Link>
          )}
        </div>

        <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-4">
          {groupNavItems(items).map(({ group, items: groupItems }) => (
            <section key={group} className="mb-4">
              <h2 className="px-2 pb-1.5 font-sans text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {NAV_GROUP_LABELS[group]}
              </h2>
              <ul>
                {groupItems.map(({ name, href, icon: Icon }) => (
                  <li key={href}>
                    <NavLink
                      href={href}
                      onClick={() => setOpen(false)}
                      className="flex items-center gap-3 rounded-lg px-2 py-2.5 text-sm font-medium hover:bg-accent"
                      activeClassName="bg-brand-sky-soft text-brand-sky"
                    >
                      <Icon className="size-4.5" aria-hidden />
                      {name}
                      {href === "/messages" && <UnreadMessagesBadge className="ml-auto" />}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>

        <div className="space-y-3 border-t px-5 py-4">
          <h2 className="font-sans text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Settings
          </h2>
          <ThemeChoice />
          {user && <SignOutButton />}
        </div>
      </SheetContent>
    </Sheet>
  );
}
