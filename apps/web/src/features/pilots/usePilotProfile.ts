import type { PublicPilotProfile } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const pilotProfileUrl = (id: string) => `/api/pilots/${encodeURIComponent(id)}`;

/** GET /api/pilots/:id, a pilot's public profile. */
export function usePilotProfile(id: string) {
  const url = pilotProfileUrl(id);
  return useQuery({
    queryKey: [url],
    queryFn: () => apiRequest<PublicPilotProfile>("GET", url),
  });
}
