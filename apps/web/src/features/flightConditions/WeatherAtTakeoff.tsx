import { weatherLimitsText, type ForecastHourDto, type VerdictLimitsDto } from "@skyhire/shared";
import { VerdictBadge } from "./VerdictBadge";

const figure = (value: number | null, unit: string) => (value === null ? "–" : `${value}${unit}`);

/** "Mini 4 Pro's limits: no-go above ..." or SkyHire's defaults. */
export function limitsSentence(limits: VerdictLimitsDto): string {
  const owner = limits.aircraftName ? `${limits.aircraftName}'s limits` : "Default limits";
  return `${owner}: ${weatherLimitsText(limits)}`;
}

/** The forecast at one take-off: the verdict, its four figures and why. */
export function WeatherAtTakeoff({ hour }: { hour: ForecastHourDto }) {
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <VerdictBadge verdict={hour.verdict} />
        <span>Wind {figure(hour.windMph, " mph")}</span>
        <span>Gusts {figure(hour.gustMph, " mph")}</span>
        <span>Precipitation {figure(hour.precipitationChance, "%")}</span>
        <span>{figure(hour.temperatureF, " °F")}</span>
        {hour.shortForecast && <span className="text-muted-foreground">{hour.shortForecast}</span>}
      </p>
      {hour.reasons.length > 0 && (
        <p className="text-xs text-muted-foreground">{hour.reasons.join("; ")}</p>
      )}
    </div>
  );
}
