import type { jobBoardResponseSchema } from "@skyhire/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";

export type JobBoardPage = z.infer<typeof jobBoardResponseSchema>;

/** GET /api/jobs?...: the query key is the URL; the last page stays up while the next loads. */
export function useJobBoard(url: string) {
  return useQuery<JobBoardPage>({ queryKey: [url], placeholderData: keepPreviousData });
}
