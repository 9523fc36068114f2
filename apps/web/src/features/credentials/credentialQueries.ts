import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CredentialKind, MyCredentials } from "@skyhire/shared";
import { useState } from "react";
import { isAbort, uploadFile } from "@/features/delivery/uploadRequest";

export const MY_CREDENTIALS_KEY = ["/api/credentials"] as const;

/** GET /api/credentials: the pilot's credentials and their states. */
export function useMyCredentials(enabled = true) {
  return useQuery<MyCredentials>({ queryKey: MY_CREDENTIALS_KEY, enabled });
}

/**
 * POST /api/credentials/{kind}: the typed fields, then the document, with upload progress.
 * The answer replaces the cached credentials; the public profile and search follow.
 */
export function useSubmitCredential(kind: CredentialKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: { fields: Record<string, string>; file: File }) => {
      setProgress(0);
      try {
        return await uploadFile<MyCredentials>(`/api/credentials/${kind}`, input.file, {
          fields: input.fields,
          signal: new AbortController().signal,
          // An upload the browser cannot measure says "Uploading..." rather than a made-up figure.
          onProgress: ({ loaded, total }) => setProgress(total ? (loaded / total) * 100 : null),
        });
      } catch (error) {
        if (isAbort(error)) return null;
        throw error;
      }
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(MY_CREDENTIALS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/pilots"] });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
