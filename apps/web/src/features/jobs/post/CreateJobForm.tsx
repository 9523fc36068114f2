import type { JobDto, JobPostRequest, PublicPilotProfile } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useCallback, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { pilotProfileUrl } from "@/features/pilots/usePilotProfile";
import { toast } from "@/features/toast/toastStore";
import { ApiError } from "@/lib/api";
import { formatDay } from "../jobDates";
import { useInvitePilot, usePostJob } from "../jobMutations";
import { usePropertyOptions } from "../jobQueries";
import { isBlankDraft } from "./jobDraft";
import { EMPTY_JOB_POST_FORM, type JobPostFormValues } from "./jobPostForm";
import { JobPostForm } from "./JobPostForm";
import { useJobDraft } from "./useJobDraft";

type CreateJobFormProps = {
  /** Whose draft this is (the user's id). */
  userKey: string;
  /** A pilot to invite once the job is posted (?invite= from their profile). */
  invitePilotId: string | null;
};

/** A new job: the form with its draft, then POST /api/jobs and the optional invitation. */
export function CreateJobForm({ userKey, invitePilotId }: CreateJobFormProps) {
  const [, navigate] = useLocation();
  const { restored, save, discard } = useJobDraft(userKey);
  const [hasDraft, setHasDraft] = useState(restored !== null);
  const properties = usePropertyOptions();
  const post = usePostJob();
  const invite = useInvitePilot();
  // Same query as the invite notice: tells whether the pilot exists before inviting them.
  const pilot = useQuery({
    queryKey: [pilotProfileUrl(invitePilotId ?? "")],
    enabled: invitePilotId !== null,
  });
  const pilotGone = pilot.error instanceof ApiError && pilot.error.status === 404;
  const pilotName = (pilot.data as PublicPilotProfile | undefined)?.displayName ?? "The pilot";

  const onValuesChange = useCallback(
    (values: JobPostFormValues) => {
      save(values);
      setHasDraft(!isBlankDraft(values));
    },
    [save],
  );

  const finish = async (job: JobDto) => {
    discard();
    if (invitePilotId && !pilotGone) {
      try {
        await invite.mutateAsync({ jobId: job.id, pilotProfileId: invitePilotId });
        toast({
          title: "Job posted",
          description: `${pilotName} has been invited to apply.`,
        });
      } catch (error) {
        toast({
          title: "Job posted, but the invitation wasn't sent",
          description: `${error instanceof Error ? error.message : "Please try again"}. You can share the job's link instead.`,
          variant: "destructive",
        });
      }
    } else {
      toast({
        title: "Job posted",
        description: "Pilots can now find it on the job board and apply.",
      });
    }
    navigate(`/jobs/${job.id}`);
  };

  const onSubmit = (payload: JobPostRequest) =>
    post.mutate(payload, { onSuccess: (job) => void finish(job) });

  return (
    <>
      {restored && hasDraft && (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          We restored the draft you were writing
          {formatDay(restored.savedAt) ? ` on ${formatDay(restored.savedAt)}` : ""}.
        </p>
      )}
      <JobPostForm
        defaultValues={restored?.values ?? EMPTY_JOB_POST_FORM}
        properties={properties.data ?? []}
        onSubmit={onSubmit}
        onValuesChange={onValuesChange}
        isPending={post.isPending || invite.isPending}
        error={post.error}
        submitLabel="Post job"
        pendingLabel="Posting..."
        secondaryActions={(form) =>
          hasDraft && (
            <Button
              type="button"
              variant="ghost"
              size="lg"
              onClick={() => {
                form.reset(EMPTY_JOB_POST_FORM);
                discard();
                setHasDraft(false);
                post.reset();
              }}
            >
              <Trash2Icon />
              Discard draft
            </Button>
          )
        }
      />
    </>
  );
}
