import { useCallback, useState } from "react";
import { clearDraft, loadDraft, saveDraft, type JobDraft } from "./jobDraft";
import type { JobPostFormValues } from "./jobPostForm";

/**
 * The draft of a new job for one user: what was restored when the form opened, saving on every
 * change, and discarding. `restored` goes back to null once the draft is discarded or posted.
 */
export function useJobDraft(userKey: string) {
  const [restored, setRestored] = useState<JobDraft | null>(() => loadDraft(userKey));
  const save = useCallback((values: JobPostFormValues) => saveDraft(userKey, values), [userKey]);
  const discard = useCallback(() => {
    clearDraft(userKey);
    setRestored(null);
  }, [userKey]);
  return { restored, save, discard };
}
