import { LogOutIcon, ScaleIcon, UserIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { LabelTooltip } from "@/components/ui/tooltip";
import { isAdmin } from "@/features/admin/adminAccess";
import { fullName, initials, roleLabel } from "@/features/auth/profile";
import type { User } from "@/features/auth/types";
import { useLogout } from "@/features/auth/useLogout";
import { useCloseOnNavigate } from "@/features/navigation/useCloseOnNavigate";

/** Avatar button with View Profile, the operator area for admins, and Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  useCloseOnNavigate(open, () => setOpen(false));

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      {/* The name starts with the visible initials, so "click JR" works by voice (WCAG 2.5.3); axe
          ignores text in parentheses when it compares the two. */}
      <LabelTooltip label="Your account" side="bottom">
        <DropdownMenuTrigger
          aria-label={`${initials(user)}, your account`}
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <Avatar className="ring-2 ring-brand-sky/30">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initials(user)}</AvatarFallback>
          </Avatar>
        </DropdownMenuTrigger>
      </LabelTooltip>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-semibold">{fullName(user)}</p>
          <p className="text-xs font-normal text-muted-foreground">{roleLabel(user)}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserIcon />
            View Profile
          </Link>
        </DropdownMenuItem>
        {isAdmin(user) && (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ScaleIcon />
              Operator area
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
        >
          <LogOutIcon />
          {logout.isPending ? "Signing out..." : "Sign Out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
