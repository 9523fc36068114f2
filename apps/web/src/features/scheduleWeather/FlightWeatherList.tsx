import {
  SCHEDULE_WEATHER_DAYS,
  siteMomentText,
  type ScheduledFlightWeatherDto,
} from "@skyhire/shared";
import { CloudSunIcon } from "lucide-react";
import { Link } from "wouter";
import { LoadError } from "@/components/page/LoadError";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { limitsSentence, WeatherAtTakeoff } from "@/features/flightConditions/WeatherAtTakeoff";
import { useScheduleWeather } from "./useScheduleWeather";

function FlightWeather({ flight }: { flight: ScheduledFlightWeatherDto }) {
  const { forecast } = flight;
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <Link href={`/jobs/${flight.jobId}`} className="font-medium hover:underline">
        {flight.title}
      </Link>
      <p className="text-sm text-muted-foreground">
        {siteMomentText(new Date(flight.plannedAt), flight.siteTimeZone)}
        {flight.location ? ` · ${flight.location}` : ""}
        {flight.aircraftName ? ` · ${flight.aircraftName}` : ""}
      </p>
      {forecast.status === "available" ? (
        <div className="space-y-1 text-sm">
          <WeatherAtTakeoff hour={forecast.hour} />
          <p className="text-xs text-muted-foreground">{limitsSentence(forecast.limits)}</p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{forecast.message}</p>
      )}
    </li>
  );
}

/** The weather at each planned take-off of the next 7 days, with its go/no-go verdict. */
export function FlightWeatherList() {
  const query = useScheduleWeather();
  return (
    <Card role="region" aria-labelledby="flight-weather-title">
      <CardContent className="p-5">
        <h2 id="flight-weather-title" className="mb-3 flex items-center gap-2 font-semibold">
          <CloudSunIcon className="size-4 text-brand-sky" aria-hidden />
          Flight weather, next {SCHEDULE_WEATHER_DAYS} days
        </h2>
        {query.isPending ? (
          <div aria-busy="true" aria-label="Loading flight weather" className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10" />
          </div>
        ) : query.isError ? (
          <LoadError
            message="The flight weather couldn't be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No planned flights in the next {SCHEDULE_WEATHER_DAYS} days. Confirm a flight time on a
            hired job to see its forecast here.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Planned flights with their forecast">
            {query.data.map((flight) => (
              <FlightWeather key={flight.jobId} flight={flight} />
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          Forecast: US National Weather Service, at the hour of each take-off. Advice to plan with;
          check again before you leave.
        </p>
      </CardContent>
    </Card>
  );
}
