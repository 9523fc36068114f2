import type {
  PilotExperienceRequest,
  PilotProfileDetail,
  ProfileImageKind,
  ServiceAreasRequest,
} from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import { isAbort, uploadFile } from "@/features/delivery/uploadRequest";
import { apiRequest } from "@/lib/api";
import { profileImageRefusal } from "./profileImageCheck";

export const PILOT_PROFILE_ME_KEY = ["/api/profiles/pilot/me"] as const;
const imageUrl = (kind: ProfileImageKind) => `/api/profiles/pilot/images/${kind}`;

/** GET /api/profiles/pilot/me: the whole profile the builder edits (only once one exists). */
export function usePilotProfileDetail(enabled: boolean) {
  return useQuery<PilotProfileDetail>({ queryKey: PILOT_PROFILE_ME_KEY, enabled });
}

/**
 * Every builder change answers the whole profile: it replaces the cached one at once, and what
 * else shows it (the current user's checklist, the public profile, search) is fetched again.
 */
export async function applyProfileDetail(queryClient: QueryClient, detail: PilotProfileDetail) {
  queryClient.setQueryData(PILOT_PROFILE_ME_KEY, detail);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/pilots"),
    }),
  ]);
}

function useDetailMutation<TInput>(run: (input: TInput) => Promise<PilotProfileDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => applyProfileDetail(queryClient, detail),
  });
}

/** PUT /api/profiles/pilot/service-areas: the whole list. */
export function useSaveServiceAreas() {
  return useDetailMutation((input: ServiceAreasRequest) =>
    apiRequest<PilotProfileDetail>("PUT", "/api/profiles/pilot/service-areas", input),
  );
}

/** PATCH /api/profiles/pilot/experience */
export function useSaveExperience() {
  return useDetailMutation((input: PilotExperienceRequest) =>
    apiRequest<PilotProfileDetail>("PATCH", "/api/profiles/pilot/experience", input),
  );
}

/** DELETE /api/profiles/pilot/images/{kind} */
export function useRemoveProfileImage(kind: ProfileImageKind) {
  return useDetailMutation(() => apiRequest<PilotProfileDetail>("DELETE", imageUrl(kind)));
}

/**
 * POST /api/profiles/pilot/images/{kind} with upload progress: 0-100 while sending, null while
 * the file is checked (first, with the server's own rules), when the browser cannot measure the
 * upload, or when idle. `cancel` stops a running upload, which then ends without an error.
 */
export function useUploadProfileImage(kind: ProfileImageKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File): Promise<PilotProfileDetail | null> => {
      const refusal = await profileImageRefusal(file);
      if (refusal) throw new Error(refusal);
      controller.current = new AbortController();
      try {
        return await uploadFile<PilotProfileDetail>(imageUrl(kind), file, {
          signal: controller.current.signal,
          // An upload of unknown length shows an indeterminate bar, not a made-up figure.
          onProgress: ({ loaded, total }) => setProgress(total ? (loaded / total) * 100 : null),
        });
      } catch (error) {
        if (isAbort(error)) return null;
        throw error;
      }
    },
    onSuccess: (detail) => (detail ? applyProfileDetail(queryClient, detail) : undefined),
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
