import type { FlightConditionsDto } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";

export const flightConditionsKey = (jobId: string) => ["/api/jobs", jobId, "flight-conditions"];

/** GET /api/jobs/{id}/flight-conditions (the job's client and hired pilot only). */
export function useFlightConditions(jobId: string) {
  return useQuery<FlightConditionsDto>({ queryKey: flightConditionsKey(jobId) });
}
