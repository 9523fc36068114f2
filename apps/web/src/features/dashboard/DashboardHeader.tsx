import { DASHBOARD_VIEW_TEXT, type DashboardView } from "@skyhire/shared";
import { Building2Icon, DroneIcon, SettingsIcon, type LucideIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { fullName, initials } from "@/features/auth/profile";
import type { User } from "@/features/auth/types";
import { ViewSwitch } from "./ViewSwitch";

/**
 * Spec section 2: a pilot or client emoji in the header, drawn as an icon: an emoji character
 * showed as an empty box on machines without an emoji font.
 */
export const VIEW_EMOJI: Record<DashboardView, { Icon: LucideIcon; label: string }> = {
  pilot: { Icon: DroneIcon, label: "Pilot" },
  client: { Icon: Building2Icon, label: "Client" },
  both: { Icon: DroneIcon, label: "Pilot and client" },
};

type DashboardHeaderProps = {
  user: User;
  view: DashboardView;
  views: readonly DashboardView[];
  onViewChange: (view: DashboardView) => void;
};

/** Emoji, title and subtitle by view, the welcome with name and avatar, Settings, View switch. */
export function DashboardHeader({ user, view, views, onViewChange }: DashboardHeaderProps) {
  const text = DASHBOARD_VIEW_TEXT[view];
  const emoji =
    view === "both" && user.userType === "client" ? VIEW_EMOJI.client : VIEW_EMOJI[view];
  const name = user.firstName?.trim() || fullName(user);

  return (
    <header className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar className="size-12 ring-2 ring-brand-sky/30">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback className="text-sm">{initials(user)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">
              {name ? `Welcome back, ${name}!` : "Welcome back!"}
            </p>
            <p className="text-sm text-muted-foreground">Here's what's happening today.</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {views.length > 1 && <ViewSwitch views={views} value={view} onChange={onViewChange} />}
          <LinkButton href="/settings/capabilities" variant="outline">
            <SettingsIcon />
            Settings
          </LinkButton>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-card text-brand-sky ring-1 ring-brand-sky/30 sm:size-14"
          role="img"
          aria-label={emoji.label}
        >
          <emoji.Icon className="size-7 sm:size-8" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{text.title}</h1>
          <p className="mt-1 text-base text-muted-foreground">{text.subtitle}</p>
        </div>
      </div>
    </header>
  );
}
