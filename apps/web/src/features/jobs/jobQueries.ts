import type { ApplicationDto, JobDetail, JobDto } from "@skyhire/shared";
import { useQuery, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { Application, Job } from "./types";

/** Lists are expected as arrays; anything else is treated as empty rather than crashing. */
function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Query keys are the URLs the default query function GETs (joined with "/"). */
export const jobDetailKey = (id: string): QueryKey => ["/api/jobs", id];
export const pilotApplicationsKey = (profileId: string | number): QueryKey => [
  "/api/applications/pilot",
  String(profileId),
];
export const PROPERTIES_KEY: QueryKey = ["/api/properties"];

/** `enabled: false` keeps a query from being asked (the dashboard's data rules, spec section 6). */
type QueryOptions = { enabled?: boolean };

/** Spec section 7 endpoints; the default query function GETs the key as a URL. */
export function usePilotJobs(options: QueryOptions = {}) {
  return useQuery({
    queryKey: ["/api/jobs/pilot"],
    select: asList<Job & Partial<JobDto>>,
    enabled: options.enabled ?? true,
  });
}

export function useClientJobs(options: QueryOptions = {}) {
  return useQuery({
    queryKey: ["/api/jobs/client"],
    select: asList<Job & Partial<JobDto>>,
    enabled: options.enabled ?? true,
  });
}

export function usePilotApplications(
  profileId: string | number | undefined,
  options: QueryOptions = {},
) {
  return useQuery({
    queryKey: pilotApplicationsKey(profileId ?? ""),
    select: asList<Application & Partial<ApplicationDto>>,
    enabled: profileId !== undefined && (options.enabled ?? true),
  });
}

/** GET /api/jobs/{id}: the job and what the caller may do with it. */
export function useJobDetail(id: string, options: { enabled?: boolean } = {}) {
  return useQuery<JobDetail>({ queryKey: jobDetailKey(id), enabled: options.enabled ?? true });
}

/**
 * Every cached answer that shows jobs or applications: the board, details, the pilot's and the
 * client's lists (and the dashboard built on them), applicants, properties with their jobs.
 * A change to one job can move it between all of these, so they all refresh.
 */
export function isJobDataKey(key: QueryKey): boolean {
  const first = key[0];
  return (
    typeof first === "string" &&
    (first.startsWith("/api/jobs") ||
      first.startsWith("/api/applications") ||
      first.startsWith("/api/properties"))
  );
}

export function invalidateJobData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isJobDataKey(query.queryKey) });
}

export type PropertyOption = { id: string; name: string; address: string | null };

function asPropertyOptions(data: unknown): PropertyOption[] {
  return asList<Record<string, unknown>>(data).flatMap((p) =>
    typeof p.id === "string" && typeof p.name === "string"
      ? [{ id: p.id, name: p.name, address: typeof p.address === "string" ? p.address : null }]
      : [],
  );
}

/**
 * GET /api/properties as options for the job form. A failure simply means no property select,
 * so it is not retried.
 */
export function usePropertyOptions(enabled = true) {
  return useQuery({
    queryKey: PROPERTIES_KEY,
    select: asPropertyOptions,
    enabled,
    retry: false,
  });
}
