import type { JobDto } from "@skyhire/shared";
import { FolderPlusIcon, SendIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { clientProfileOf, pilotProfileOf } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { useClientJobs } from "@/features/jobs/jobQueries";
import { usePilotProfile } from "@/features/pilots/usePilotProfile";
import { ChosenPilot } from "./ChosenPilot";
import { InvitationSent } from "./InvitationSent";
import { JobChoice } from "./JobChoice";
import { PilotPicker } from "./PilotPicker";
import { useSendInvitation } from "./useSendInvitation";

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold">
        <span className="flex size-7 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Pilot ↔ job query parameters: the choices live in the URL so the page can be shared. */
function useChoice(name: "pilot" | "job") {
  const [params, setParams] = useSearchParams();
  const value = params.get(name)?.trim() || null;
  const set = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(name, next);
        else copy.delete(name);
        return copy;
      },
      { replace: true },
    );
  return [value, set] as const;
}

/** /job/link: send one of the client's open jobs to a chosen pilot, then share the link. */
export function JobLinkFlow() {
  const { session } = useAuth();
  const [pilotId, setPilotId] = useChoice("pilot");
  const [jobId, setJobId] = useChoice("job");
  const [message, setMessage] = useState("");
  const messageId = useId();
  const pilot = usePilotProfile(pilotId ?? "");
  const jobs = useClientJobs();
  const send = useSendInvitation();
  const ownPilotId = pilotProfileOf(session)?.id;
  const isSelf = pilotId !== null && ownPilotId !== undefined && String(ownPilotId) === pilotId;

  const openJobs = ((jobs.data ?? []) as JobDto[]).filter((j) => j.status === "open");
  const chosenJob = openJobs.find((j) => j.id === jobId) ?? null;
  const pilotName = pilot.data?.displayName ?? "the pilot";

  // The answer stays on screen while the address still names the pilot and job it was for.
  const sent =
    send.data && send.variables?.pilotProfileId === pilotId && send.variables.jobId === jobId
      ? send.data
      : null;
  if (sent && pilot.data) {
    return (
      <InvitationSent
        invitation={sent}
        pilotName={pilot.data.displayName}
        jobTitle={openJobs.find((j) => j.id === sent.jobId)?.title ?? "your job"}
      />
    );
  }

  const postForPilot = pilotId ? `/job/post?invite=${encodeURIComponent(pilotId)}` : "/job/post";
  return (
    <div className="space-y-6">
      <Step n={1} title="Pilot">
        {!pilotId ? (
          <PilotPicker
            initialLocation={clientProfileOf(session)?.location ?? ""}
            onChoose={setPilotId}
          />
        ) : pilot.isPending ? (
          <Skeleton className="h-20 w-full rounded-xl" />
        ) : pilot.isError ? (
          <div className="space-y-4">
            <Alert>This pilot&apos;s profile isn&apos;t available. Choose another pilot.</Alert>
            <PilotPicker
              initialLocation={clientProfileOf(session)?.location ?? ""}
              onChoose={setPilotId}
            />
          </div>
        ) : (
          <>
            <ChosenPilot
              pilot={pilot.data}
              changeHref={jobId ? `/job/link?job=${jobId}` : "/job/link"}
            />
            {isSelf && (
              <Alert>This is your own pilot profile: you can&apos;t invite yourself.</Alert>
            )}
          </>
        )}
      </Step>

      <Step n={2} title="Job">
        <QueryView query={jobs} errorMessage="We couldn't load your jobs.">
          {() =>
            openJobs.length === 0 ? (
              <EmptyState
                icon={FolderPlusIcon}
                title="You have no open jobs"
                action={
                  <LinkButton href={postForPilot} variant="flare">
                    {pilot.data ? `Post a job for ${pilot.data.displayName}` : "Post a job"}
                  </LinkButton>
                }
              >
                Only open jobs take proposals. Post one and
                {pilot.data ? ` ${pilot.data.displayName} is` : " the pilot is"} invited as soon as
                it&apos;s live.
              </EmptyState>
            ) : (
              <div className="space-y-3">
                <JobChoice jobs={openJobs} value={chosenJob?.id ?? null} onChange={setJobId} />
                <p className="text-sm text-muted-foreground">
                  Not one of these?{" "}
                  <Link
                    href={postForPilot}
                    className="font-semibold text-brand-sky hover:underline"
                  >
                    Post a new job
                  </Link>{" "}
                  and the pilot is invited when it&apos;s posted.
                </p>
              </div>
            )
          }
        </QueryView>
      </Step>

      <Step n={3} title="Message (optional)">
        <div className="space-y-2">
          <Label htmlFor={messageId} className="sr-only">
            Message to the pilot
          </Label>
          <Textarea
            id={messageId}
            rows={3}
            maxLength={2000}
            placeholder={`e.g. Hi ${pilot.data?.displayName.split(" ")[0] ?? "there"}, I liked your work on similar shoots. Would you send me a proposal?`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
      </Step>

      {send.error && <Alert>{send.error.message}</Alert>}
      <div className="flex justify-end">
        <Button
          variant="flare"
          size="lg"
          disabled={!pilot.data || !chosenJob || isSelf || send.isPending}
          onClick={() =>
            pilotId &&
            chosenJob &&
            send.mutate({ jobId: chosenJob.id, pilotProfileId: pilotId, message })
          }
        >
          <SendIcon />
          {send.isPending ? "Sending..." : `Send job to ${pilotName}`}
        </Button>
      </div>
    </div>
  );
}
