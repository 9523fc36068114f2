import {
  buildMonthCalendar,
  isActiveMission,
  jobCalendarDay,
  placeJobs,
  type CalendarMonth,
  lazyDateFormat,
} from "@skyhire/shared";
import { CalendarDaysIcon } from "lucide-react";
import { MonthHeader, useMonthNavigation } from "@/features/dashboard/MonthNavigation";
import { useMemo } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { Card } from "@/components/ui/card";
import { MonthCalendar } from "@/features/dashboard/MonthCalendar";
import { usePilotJobs } from "../jobQueries";
import { formatCents } from "../jobRules";
import { JobStatusBadge } from "../JobStatusBadge";
import type { Job } from "../types";
import { UpcomingFlights } from "@/features/flightPlan/UpcomingFlights";

const DAY_OF_KEY = lazyDateFormat({
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Sun, May 10" for a calendar day key "2026-05-10" (a civil date, so read as UTC). */
function dayOfKey(key: string): string {
  return DAY_OF_KEY.format(new Date(`${key}T00:00:00Z`));
}

const monthKey = (month: CalendarMonth) => `${month.year}-${String(month.month).padStart(2, "0")}-`;

/** The pilot's jobs on a month calendar (the dashboard's), with the month's list beside it. */
export function PilotSchedule() {
  const query = usePilotJobs();
  const today = useMemo(() => new Date(), []);
  const nav = useMonthNavigation(today);
  const { month, title } = nav;

  return (
    <QueryView query={query} errorMessage="We couldn't load your schedule.">
      {(jobs) => {
        if (jobs.length === 0) {
          return (
            <EmptyState
              icon={CalendarDaysIcon}
              title="Nothing scheduled"
              action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
            >
              Jobs you're hired for appear on this calendar on their deadline.
            </EmptyState>
          );
        }
        const cells = buildMonthCalendar(jobs, month, { today });
        const inMonth = placeJobs(jobs, { today }).filter(({ day }) =>
          day.startsWith(monthKey(month)),
        );
        const undated = jobs.filter(
          (job: Job) => isActiveMission(job) && jobCalendarDay(job, { today }) === null,
        );
        return (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <Card className="p-3 sm:p-5">
              <MonthHeader nav={nav} as="h2" />
              <MonthCalendar cells={cells} title={`Your jobs in ${title}`} />
            </Card>
            <div className="space-y-6">
              <UpcomingFlights
                jobs={jobs}
                now={today}
                as="h2"
                emptyText="No flight time confirmed yet: confirm one on each job's page."
              />
              <section aria-labelledby="month-jobs">
                <h2 id="month-jobs" className="mb-3 text-base font-semibold">
                  In {title}
                </h2>
                {inMonth.length === 0 ? (
                  <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
                    No jobs this month.
                  </p>
                ) : (
                  <ul className="divide-y rounded-xl border bg-card">
                    {inMonth.map(({ job, day }) => (
                      <ScheduleItem key={job.id} job={job} when={dayOfKey(day)} />
                    ))}
                  </ul>
                )}
              </section>
              {undated.length > 0 && (
                <section aria-labelledby="undated-jobs">
                  <h2 id="undated-jobs" className="mb-3 text-base font-semibold">
                    Active, without a date
                  </h2>
                  <ul className="divide-y rounded-xl border bg-card">
                    {undated.map((job) => (
                      <ScheduleItem key={job.id} job={job} when="Flexible date" />
                    ))}
                  </ul>
                </section>
              )}
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}

function ScheduleItem({ job, when }: { job: Job; when: string }) {
  return (
    <li>
      <Link
        href={`/jobs/${job.id}`}
        className="flex items-start justify-between gap-3 p-3 text-sm transition-colors hover:bg-accent/60"
      >
        <span className="min-w-0">
          <span className="line-clamp-2 font-medium">{job.title}</span>
          <span className="text-muted-foreground">
            {when}
            {job.location ? ` · ${job.location}` : ""}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <JobStatusBadge status={job.status} />
          {typeof job.budget === "number" && (
            <span className="text-xs font-semibold">{formatCents(job.budget)}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
