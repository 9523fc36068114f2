import type { FlightConditionsDto } from "@skyhire/shared";
import { CloudSunIcon, PlaneIcon, SunriseIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError } from "@/components/page/LoadError";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ForecastHours } from "./ForecastHours";
import { DATE_SOURCE_TEXT, siteDayText, siteTimeText } from "./siteFormat";
import { useFlightConditions } from "./useFlightConditions";
import { VerdictBadge } from "./VerdictBadge";
import { limitsSentence, WeatherAtTakeoff } from "./WeatherAtTakeoff";
import { DaylightBadge } from "@/features/flightPlan/DaylightBadge";

type Located = Extract<FlightConditionsDto, { located: true }>;

function Section({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof PlaneIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-brand-sky" aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}

function Airspace({ airports }: { airports: Located["airports"] }) {
  if (airports.nearby.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No airport within {airports.radiusMiles} statute miles of the site in the airport list.
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {airports.nearby.map((airport) => (
        <li
          key={airport.code}
          className="rounded-lg border border-brand-orange/50 bg-brand-orange/5 px-3 py-2 text-sm"
        >
          {airport.advisory}
        </li>
      ))}
    </ul>
  );
}

function Daylight({ daylight, timeZone }: { daylight: Located["daylight"]; timeZone: string }) {
  const rows: [string, string | null][] = [
    ["Civil dawn", daylight.civilDawn],
    ["Sunrise", daylight.sunrise],
    ["Sunset", daylight.sunset],
    ["Civil dusk", daylight.civilDusk],
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rows.map(([label, iso]) => (
          <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{siteTimeText(iso, timeZone)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        Before civil dawn or after civil dusk is a night operation (14 CFR 107.29): the remote pilot
        needs night training and the drone anti-collision lighting visible for 3 statute miles,
        which civil twilight needs too.
      </p>
    </>
  );
}

function Weather({ forecast, timeZone }: { forecast: Located["forecast"]; timeZone: string }) {
  if (forecast.status !== "available") {
    return <p className="text-sm text-muted-foreground">{forecast.message}</p>;
  }
  const planned = forecast.plannedHour;
  return (
    <>
      {planned && (
        <div
          className="space-y-1 rounded-lg bg-muted/60 px-3 py-2 text-sm"
          data-testid="planned-flight-weather"
        >
          <p className="font-semibold">
            At the planned take-off ({siteTimeText(planned.startTime, timeZone)} hour)
          </p>
          <WeatherAtTakeoff hour={planned} />
        </div>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        Best hour of the day: <VerdictBadge verdict={forecast.verdict} />
        <span className="text-muted-foreground">{limitsSentence(forecast.limits)}</span>
      </p>
      <ForecastHours hours={forecast.hours} timeZone={timeZone} />
    </>
  );
}

function Conditions({ conditions }: { conditions: Located }) {
  const { timeZone } = conditions.site;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        For {siteDayText(conditions.date)} ({DATE_SOURCE_TEXT[conditions.dateSource]}), at the site,
        in its time zone. Advice to plan with, not an authorization.
      </p>
      {conditions.plannedFlight && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Planned take-off: {siteTimeText(conditions.plannedFlight.at, timeZone)}
          <DaylightBadge daylight={conditions.plannedFlight.daylight} />
        </p>
      )}
      <Section icon={PlaneIcon} title="Airspace">
        <Airspace airports={conditions.airports} />
      </Section>
      <Section icon={SunriseIcon} title="Daylight">
        <Daylight daylight={conditions.daylight} timeZone={timeZone} />
      </Section>
      <Section icon={CloudSunIcon} title="Weather">
        <Weather forecast={conditions.forecast} timeZone={timeZone} />
      </Section>
      <footer className="border-t pt-3 text-xs text-muted-foreground">
        <p>
          Airports:{" "}
          <a
            href={conditions.airports.source.url}
            className="underline"
            target="_blank"
            rel="noreferrer"
          >
            {conditions.airports.source.name} {conditions.airports.source.version}
          </a>{" "}
          ({conditions.airports.source.licence}). {conditions.airports.source.note} Check the FAA's
          UAS facility maps before flying.
        </p>
        {conditions.forecast.status === "available" && (
          <p>Forecast: US National Weather Service.</p>
        )}
      </footer>
    </div>
  );
}

/** Airspace, daylight and weather at the job site, for its client and hired pilot. */
export function FlightConditionsPanel({ jobId }: { jobId: string }) {
  const query = useFlightConditions(jobId);
  return (
    <Card role="region" aria-labelledby="flight-conditions-title">
      <CardHeader>
        <CardTitle id="flight-conditions-title" className="text-base">
          Flight conditions
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div aria-busy="true" aria-label="Loading flight conditions" className="space-y-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
          </div>
        ) : query.isError ? (
          <LoadError
            message="Flight conditions couldn't be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : query.data.located ? (
          <Conditions conditions={query.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{query.data.message}</p>
        )}
      </CardContent>
    </Card>
  );
}
