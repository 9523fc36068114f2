import {
  buildMonthCalendar,
  formatCents,
  jobStatusLabel,
  longDayText,
  MONTH_NAMES,
  shortDayText,
  upcomingJobs,
  type DashboardJob,
} from "@skyhire/shared";
import { CalendarClockIcon, MapPinIcon } from "lucide-react";
import { MonthHeader, useMonthNavigation } from "./MonthNavigation";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { DashboardSection } from "./DashboardSection";
import { statusChip } from "./jobTone";
import { LoadProblems } from "./LoadProblems";
import { MonthCalendar } from "./MonthCalendar";
import type { DashboardData } from "./useDashboardData";
import { UpcomingFlights } from "@/features/flightPlan/UpcomingFlights";

/** The jobs of the roles in view, once each (a job is in both lists only by accident). */
function jobsInView(data: DashboardData): DashboardJob[] {
  const lists = [
    data.pilot ? (data.pilotJobs.data ?? []) : [],
    data.client ? (data.clientJobs.data ?? []) : [],
  ];
  const seen = new Set<string>();
  const jobs: DashboardJob[] = [];
  for (const job of lists.flat()) {
    const id = String(job.id);
    if (seen.has(id)) continue;
    seen.add(id);
    jobs.push(job);
  }
  return jobs;
}

const SECTION = {
  title: "Schedule Overview",
  id: "schedule",
  description:
    "Jobs sit on their deadline; assigned work without one shows on the day it was created.",
};

/**
 * The section as a page drawn by the server shows it (lib/inBrowser.ts): the calendar's today
 * is the viewer's, known once the page runs in the browser. About the calendar's height, so the
 * page does not jump when it comes.
 */
export function ScheduleOverviewPending() {
  return (
    <DashboardSection {...SECTION}>
      <Card className="min-h-[36rem] p-3 sm:p-5" aria-busy>
        <p className="text-sm text-muted-foreground">Loading your schedule...</p>
      </Card>
    </DashboardSection>
  );
}

/** 'Schedule Overview': the month calendar with month navigation and the upcoming list. */
export function ScheduleOverview({ data, today }: { data: DashboardData; today: Date }) {
  const nav = useMonthNavigation(today);
  const { month, title, isThisMonth } = nav;
  const jobs = jobsInView(data);
  const cells = buildMonthCalendar(jobs, month, { today });
  const upcoming = upcomingJobs(jobs, month, { today });
  const loading =
    (data.pilot && data.pilotJobs.isPending) || (data.client && data.clientJobs.isPending);

  return (
    <DashboardSection {...SECTION}>
      <LoadProblems
        problems={[
          ...(data.pilot
            ? [{ query: data.pilotJobs, message: "We couldn't load your missions." }]
            : []),
          ...(data.client
            ? [{ query: data.clientJobs, message: "We couldn't load your projects." }]
            : []),
        ]}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Card className="p-3 sm:p-5" aria-busy={loading || undefined}>
          <MonthHeader nav={nav} as="h3" />
          <MonthCalendar cells={cells} title={`Calendar for ${title}`} />
        </Card>
        <div className="space-y-4">
          <Card>
            <CardContent className="p-5">
              <h3 className="mb-3 flex items-center gap-2 font-semibold">
                <CalendarClockIcon className="size-4 text-brand-sky" aria-hidden />
                Upcoming in {MONTH_NAMES[month.month - 1]}
              </h3>
              {loading ? (
                <p className="text-sm text-muted-foreground">Loading your schedule...</p>
              ) : upcoming.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {isThisMonth
                    ? "Nothing else scheduled this month."
                    : `Nothing to come in ${title}.`}
                </p>
              ) : (
                <ol className="space-y-2" aria-label={`Upcoming in ${title}`}>
                  {upcoming.map(({ job, day }) => (
                    <li key={job.id}>
                      <Link
                        href={`/jobs/${job.id}`}
                        className="block rounded-xl border p-3 transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring"
                      >
                        <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                          <time dateTime={day} title={longDayText(day)}>
                            {shortDayText(day)}
                          </time>
                          <span
                            className={cn(
                              "rounded-full px-2 py-0.5 font-semibold whitespace-nowrap",
                              statusChip(job.status),
                            )}
                          >
                            {jobStatusLabel(job.status)}
                          </span>
                        </span>
                        <span className="mt-1 block truncate font-medium">{job.title}</span>
                        <span className="mt-0.5 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                          <span className="inline-flex min-w-0 items-center gap-1 truncate">
                            {job.location && (
                              <>
                                <MapPinIcon className="size-3 shrink-0" aria-hidden />
                                <span className="truncate">{job.location}</span>
                              </>
                            )}
                          </span>
                          {typeof job.budget === "number" && (
                            <span className="font-semibold text-foreground">
                              {formatCents(job.budget)}
                            </span>
                          )}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
          <UpcomingFlights
            jobs={[
              ...(data.pilot ? (data.pilotJobs.data ?? []) : []),
              ...(data.client ? (data.clientJobs.data ?? []) : []),
            ]}
            now={today}
            emptyText="No flight time confirmed yet. The hired pilot confirms one on the job's page."
          />
        </div>
      </div>
    </DashboardSection>
  );
}
