import {
  formatCents,
  jobStatusLabel,
  recentActivity,
  type ActivityRole,
  type DashboardJob,
} from "@skyhire/shared";
import { ActivityIcon, BriefcaseIcon, PlaneIcon } from "lucide-react";
import { Link } from "wouter";
import { LinkButton } from "@/components/page/LinkButton";
import { Card } from "@/components/ui/card";
import { timeAgo } from "@/features/notifications/timeAgo";
import { cn } from "@/lib/utils";
import { DashboardSection } from "./DashboardSection";
import { statusChip } from "./jobTone";
import type { DashboardData } from "./useDashboardData";

const ROLE_TEXT: Record<
  ActivityRole,
  { heading: string; empty: string; href: string; cta: string }
> = {
  pilot: {
    heading: "Your missions",
    empty: "No missions yet. Apply to a job to get started.",
    href: "/jobs",
    cta: "Browse Jobs",
  },
  client: {
    heading: "Your projects",
    empty: "No projects yet. Post a job and pilots will send you quotes.",
    href: "/job/post",
    cta: "Post New Job",
  },
};

function ActivityItem({ job, role }: { job: DashboardJob; role: ActivityRole }) {
  const Icon = role === "pilot" ? PlaneIcon : BriefcaseIcon;
  const when = timeAgo(job.updatedAt ?? job.createdAt);
  return (
    <li>
      <Link
        href={`/jobs/${job.id}`}
        className="flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium sm:line-clamp-1">{job.title}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {[job.location, typeof job.budget === "number" ? formatCents(job.budget) : null, when]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
            statusChip(job.status),
          )}
        >
          {jobStatusLabel(job.status)}
        </span>
      </Link>
    </li>
  );
}

/** 'Recent Activity': the latest 3 jobs of each role in view (spec section 9). */
export function RecentActivity({ data }: { data: DashboardData }) {
  const roles: ActivityRole[] = [
    ...(data.pilot ? (["pilot"] as const) : []),
    ...(data.client ? (["client"] as const) : []),
  ];
  const entries = recentActivity({
    pilot: data.pilot ? data.pilotJobs.data : undefined,
    client: data.client ? data.clientJobs.data : undefined,
  });
  const queryOf = (role: ActivityRole) => (role === "pilot" ? data.pilotJobs : data.clientJobs);

  return (
    <DashboardSection title="Recent Activity" id="recent-activity">
      <div className={cn("grid gap-4", roles.length > 1 && "lg:grid-cols-2")}>
        {roles.map((role) => {
          const text = ROLE_TEXT[role];
          const query = queryOf(role);
          const items = entries.filter((e) => e.role === role);
          return (
            <Card key={role} className="overflow-hidden">
              <h3 className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
                <ActivityIcon className="size-4 text-brand-sky" aria-hidden />
                {text.heading}
              </h3>
              {query.isPending ? (
                <p className="px-4 py-6 text-sm text-muted-foreground">Loading...</p>
              ) : query.isError ? (
                <p className="px-4 py-6 text-sm text-muted-foreground">
                  Activity is unavailable until your {role === "pilot" ? "missions" : "projects"}{" "}
                  load.
                </p>
              ) : items.length === 0 ? (
                <div className="space-y-3 px-4 py-6 text-sm text-muted-foreground">
                  <p>{text.empty}</p>
                  <LinkButton href={text.href} size="sm" variant="outline">
                    {text.cta}
                  </LinkButton>
                </div>
              ) : (
                <ul className="divide-y">
                  {items.map(({ job }) => (
                    <ActivityItem key={job.id} job={job} role={role} />
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
      </div>
    </DashboardSection>
  );
}
