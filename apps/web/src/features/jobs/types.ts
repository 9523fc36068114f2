import type { JobStatus } from "@skyhire/shared";

/** Spec section 3 "Job". budget is in cents. */
export type Job = {
  id: string | number;
  title: string;
  location?: string | null;
  budget?: number | null;
  deadline?: string | null;
  createdAt?: string | null;
  status: JobStatus | (string & {});
  rating?: number | null;
};

export type Application = { id?: string | number; status: string; jobId?: string | number };
