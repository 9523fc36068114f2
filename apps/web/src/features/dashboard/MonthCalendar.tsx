import {
  jobStatusLabel,
  longDayText,
  moreLabel,
  WEEKDAY_NAMES,
  type CalendarCell,
  type DashboardJob,
} from "@skyhire/shared";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { statusChip, statusDot } from "./jobTone";

function cellLabel(cell: CalendarCell): string {
  const total = cell.jobs.length + cell.moreCount;
  const jobs = total === 0 ? "no jobs" : `${total} job${total === 1 ? "" : "s"}`;
  return `${longDayText(cell.key)}${cell.isToday ? " (today)" : ""}: ${jobs}`;
}

/**
 * The 42 cells of spec section 9: six weeks from Sunday, at most 2 jobs a day plus '+N more'.
 * On narrow screens a job is a coloured dot in a 24 px target; from `sm` up it shows its title.
 */
export function MonthCalendar<J extends DashboardJob>({
  cells,
  title,
}: {
  cells: readonly CalendarCell<J>[];
  title: string;
}) {
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) =>
    cells.slice(w * 7, w * 7 + 7),
  );
  return (
    <table className="w-full table-fixed border-collapse text-sm" aria-label={title}>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th
              key={name}
              scope="col"
              className="pb-2 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <abbr title={name} className="no-underline">
                <span className="sm:hidden">{name.charAt(0)}</span>
                <span className="hidden sm:inline">{name}</span>
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map((cell) => {
              const more = moreLabel(cell);
              return (
                <td
                  key={cell.key}
                  data-day={cell.key}
                  aria-label={cellLabel(cell)}
                  className={cn(
                    "h-20 border border-border/70 p-1 align-top sm:h-24 sm:p-1.5",
                    !cell.inMonth && "bg-muted/40 text-muted-foreground",
                  )}
                >
                  <span
                    className={cn(
                      "inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold",
                      cell.isToday && "bg-brand-sky text-brand-sky-foreground",
                    )}
                    aria-current={cell.isToday ? "date" : undefined}
                  >
                    {cell.day}
                  </span>
                  <ul className="mt-0.5 flex flex-wrap sm:block sm:space-y-1">
                    {cell.jobs.map((job) => (
                      <li key={job.id} className="min-w-0">
                        <Link
                          href={`/jobs/${job.id}`}
                          title={`${job.title} (${jobStatusLabel(job.status)})`}
                          aria-label={job.title}
                          className={cn(
                            // On phones a dot in a 24 px target (WCAG 2.5.8); two wrap onto two rows.
                            "block rounded outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:flex max-sm:size-6 max-sm:items-center max-sm:justify-center max-sm:bg-transparent",
                            "sm:px-1.5 sm:py-0.5 sm:text-xs sm:font-medium",
                            statusChip(job.status),
                          )}
                        >
                          <span
                            className={cn(
                              "block size-2 rounded-full sm:hidden",
                              statusDot(job.status),
                            )}
                            aria-hidden
                          />
                          <span className="hidden truncate sm:block">{job.title}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {more && (
                    <p className="mt-0.5 text-[10px] leading-tight font-semibold text-muted-foreground sm:text-xs">
                      <span className="sm:hidden" aria-hidden>
                        +{cell.moreCount}
                      </span>
                      <span className="sr-only sm:not-sr-only">{more}</span>
                    </p>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
