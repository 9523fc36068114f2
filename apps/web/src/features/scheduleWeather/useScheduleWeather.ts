import type { ScheduledFlightWeatherDto } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";

/** GET /api/schedule/flight-weather: the pilot's planned flights of the next 7 days. */
export function useScheduleWeather() {
  return useQuery<ScheduledFlightWeatherDto[]>({ queryKey: ["/api/schedule/flight-weather"] });
}
