import { useQuery } from "@tanstack/react-query";
import type { Application, Job } from "./types";

/** Lists are expected as arrays; anything else is treated as empty rather than crashing. */
function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Spec section 7 endpoints; the default query function GETs the key as a URL. */
export function usePilotJobs() {
  return useQuery({ queryKey: ["/api/jobs/pilot"], select: asList<Job> });
}

export function useClientJobs() {
  return useQuery({ queryKey: ["/api/jobs/client"], select: asList<Job> });
}

export function usePilotApplications(profileId: string | number | undefined) {
  return useQuery({
    queryKey: ["/api/applications/pilot", String(profileId)],
    select: asList<Application>,
    enabled: profileId !== undefined,
  });
}
