import type { invitationSchema } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationInput = { jobId: string; pilotProfileId: string; message: string };

/** POST /api/jobs/{id}/invitations with the client's note; answers the link to share. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, pilotProfileId, message }: InvitationInput) =>
      apiRequest<Invitation>("POST", `/api/jobs/${encodeURIComponent(jobId)}/invitations`, {
        pilotProfileId,
        message: message.trim() || null,
      }),
    onSuccess: () => invalidateJobData(queryClient),
  });
}
