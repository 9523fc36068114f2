import { siteMomentText } from "@skyhire/shared";
import { PlaneTakeoffIcon } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { DaylightBadge } from "./DaylightBadge";
import { upcomingFlights, type FlightJob } from "./upcomingFlights";

type Props = {
  jobs: readonly FlightJob[];
  now: Date;
  /** Heading level where the list sits (h2 on a page, h3 inside a dashboard section). */
  as?: "h2" | "h3";
  emptyText: string;
};

/** "Upcoming flights": confirmed flight times to come, each in its site's zone. */
export function UpcomingFlights({ jobs, now, as: Heading = "h3", emptyText }: Props) {
  const flights = upcomingFlights(jobs, now);
  return (
    <Card>
      <CardContent className="p-5">
        <Heading className="mb-3 flex items-center gap-2 font-semibold">
          <PlaneTakeoffIcon className="size-4 text-brand-sky" aria-hidden />
          Upcoming flights
        </Heading>
        {flights.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="divide-y" aria-label="Upcoming flights">
            {flights.map((job) => (
              <li key={String(job.id)} className="py-2 first:pt-0 last:pb-0">
                <Link
                  href={`/jobs/${String(job.id)}`}
                  className="block rounded-md text-sm hover:bg-accent/60"
                >
                  <span className="line-clamp-2 font-medium">{job.title}</span>
                  <span className="block text-muted-foreground">
                    {siteMomentText(new Date(job.plannedFlight.at), job.siteTimeZone)}
                    {job.location ? ` · ${job.location}` : ""}
                  </span>
                </Link>
                {job.plannedFlight.daylight !== "day" && (
                  <span className="mt-1 block">
                    <DaylightBadge daylight={job.plannedFlight.daylight} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
