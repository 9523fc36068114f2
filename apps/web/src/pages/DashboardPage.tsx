import {
  BriefcaseIcon,
  CalendarDaysIcon,
  ClipboardListIcon,
  FolderKanbanIcon,
  MessageSquareIcon,
  PlaneTakeoffIcon,
  SettingsIcon,
  SquarePenIcon,
  UsersIcon,
  WrenchIcon,
  type LucideIcon,
} from "lucide-react";
import { Link, Redirect } from "wouter";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { dashboardRedirect } from "@/features/auth/authRedirect";
import { canFly, canHire, fullName, isDual } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";

type View = "both" | "pilot" | "client";

/** Spec section 2 "Dashboard": titles and subtitles by view. */
const VIEW_TEXT: Record<View, { title: string; subtitle: string; messages: string }> = {
  both: {
    title: "Universal Command Center",
    subtitle: "Manage your flights and projects in one place",
    messages: "Chat with clients and pilots",
  },
  pilot: {
    title: "Flight Control Dashboard",
    subtitle: "Your mission control for professional drone services",
    messages: "Communicate with your clients",
  },
  client: {
    title: "Project Command Center",
    subtitle: "Your project management hub for drone services",
    messages: "Communicate with your hired pilots",
  },
};

type Action = { title: string; description: string; href: string; icon: LucideIcon };

const PILOT_ACTIONS: Action[] = [
  { title: "Browse Jobs", description: "Find open missions", href: "/jobs", icon: BriefcaseIcon },
  {
    title: "Pending Applications",
    description: "Jobs you've applied for",
    href: "/pilot/applications",
    icon: ClipboardListIcon,
  },
  {
    title: "Active Missions",
    description: "Assigned and in-progress jobs",
    href: "/pilot/active-jobs",
    icon: PlaneTakeoffIcon,
  },
  {
    title: "Equipment",
    description: "Your drones and gear",
    href: "/equipment-management",
    icon: WrenchIcon,
  },
];

const CLIENT_ACTIONS: Action[] = [
  {
    title: "Post New Job",
    description: "Describe your shoot",
    href: "/job/post",
    icon: SquarePenIcon,
  },
  {
    title: "Find Pilots",
    description: "Certified pilots near you",
    href: "/pilots",
    icon: UsersIcon,
  },
  {
    title: "My Projects",
    description: "Jobs you've posted",
    href: "/client-jobs",
    icon: FolderKanbanIcon,
  },
];

/** The one dashboard screen behind /dashboard, /pilot-dashboard and /client-dashboard. */
export default function DashboardPage() {
  const { session, user } = useAuth();
  // Spec section 2: a capability without its profile goes to create that profile first.
  const redirect = dashboardRedirect(session);
  if (redirect) return <Redirect to={redirect} replace />;

  const view: View = isDual(user) ? "both" : canFly(user) ? "pilot" : "client";
  const text = VIEW_TEXT[view];
  const actions: Action[] = [
    ...(canFly(user) ? PILOT_ACTIONS : []),
    ...(canHire(user) ? CLIENT_ACTIONS : []),
    { title: "Messages", description: text.messages, href: "/messages", icon: MessageSquareIcon },
  ];
  const name = fullName(user);

  return (
    <PageContainer>
      <PageHeader
        eyebrow={name ? `Welcome back, ${name}` : "Welcome back"}
        title={text.title}
        description={text.subtitle}
        actions={
          <LinkButton href="/settings/capabilities" variant="outline">
            <SettingsIcon />
            Settings
          </LinkButton>
        }
      />
      <h2 className="mb-4 text-lg font-semibold">Quick Actions</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ title, description, href, icon: Icon }) => (
          <li key={title}>
            <Link
              href={href}
              className="flex h-full flex-col gap-3 rounded-2xl border bg-card p-5 transition-[border-color,transform] hover:-translate-y-0.5 hover:border-brand-sky/50"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {canFly(user) && (
        <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDaysIcon className="size-4" aria-hidden />
          <span>
            Your upcoming missions are on your{" "}
            <Link href="/pilot/schedule" className="font-medium text-brand-sky hover:underline">
              schedule
            </Link>
            .
          </span>
        </p>
      )}
    </PageContainer>
  );
}
