import type { ApplicationDto, JobDto } from "@skyhire/shared";
import { ArrowLeftIcon, ExternalLinkIcon, InboxIcon, SendIcon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { Button } from "@/components/ui/button";
import { clientActions } from "@/features/jobs/jobActions";
import { jobWhenText } from "@/features/jobs/jobDates";
import { formatCents } from "@/features/jobs/jobRules";
import { toast } from "@/features/toast/toastStore";
import { ApplicantCard } from "./ApplicantCard";
import { applicantName } from "./applicantText";
import { CancelJobDialog } from "./CancelJobDialog";
import { useRejectApplication } from "./clientJobMutations";
import { useJobApplications } from "./clientJobQueries";
import {
  APPLICANT_SORTS,
  highlights,
  sortApplicants,
  type ApplicantSort,
} from "./compareApplicants";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { CounterOfferDialog } from "./CounterOfferDialog";
import { JobStatusBadge } from "./JobStatusBadge";

type Chosen = { open: boolean; application: ApplicationDto | null };
const closed: Chosen = { open: false, application: null };

type JobApplicantsProps = {
  job: JobDto;
  /** Back to the list of jobs (clears ?job=). */
  backHref: string;
};

/** One job and its proposals side by side, with hire, counter-offer, reject and cancel. */
export function JobApplicants({ job, backHref }: JobApplicantsProps) {
  const query = useJobApplications(job.id);
  const [, navigate] = useLocation();
  const reject = useRejectApplication();
  const [sort, setSort] = useState<ApplicantSort>("price");
  // Each dialog keeps its proposal while closing, so its text does not change mid-animation.
  const [rejecting, setRejecting] = useState<Chosen>(closed);
  const [countering, setCountering] = useState<Chosen>(closed);
  const [cancelling, setCancelling] = useState(false);
  const canCancel = clientActions(job).cancel;

  const confirmReject = () => {
    const application = rejecting.application;
    if (!application) return;
    reject.mutate(application.id, {
      onSuccess: () => {
        setRejecting((r) => ({ ...r, open: false }));
        toast({
          title: "Proposal rejected",
          description: `${applicantName(application)} is told you chose not to go ahead.`,
        });
      },
    });
  };

  return (
    <section aria-labelledby="selected-job-heading" className="space-y-6">
      <Link
        href={backHref}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-sky hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        All jobs
      </Link>

      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="selected-job-heading" className="text-xl font-bold break-words">
              {job.title}
            </h2>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            Budget <span className="font-semibold text-foreground">{formatCents(job.budget)}</span>
            {" · "}
            {jobWhenText(job)}
            {job.location ? ` · ${job.location}` : ""}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <LinkButton href={`/jobs/${job.id}`} variant="outline">
            <ExternalLinkIcon />
            View job page
          </LinkButton>
          {job.status === "open" && (
            <LinkButton href={`/job/link?job=${job.id}`} variant="outline">
              <SendIcon />
              Invite a pilot
            </LinkButton>
          )}
          {canCancel && (
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setCancelling(true)}
            >
              <XCircleIcon />
              Cancel job
            </Button>
          )}
        </div>
      </div>

      <QueryView query={query} errorMessage="We couldn't load the proposals for this job.">
        {(applications) => {
          if (applications.length === 0) {
            return (
              <EmptyState
                icon={InboxIcon}
                title="No proposals yet"
                action={
                  job.status === "open" ? (
                    <LinkButton href={`/job/link?job=${job.id}`}>Invite a pilot</LinkButton>
                  ) : undefined
                }
              >
                {job.status === "open"
                  ? "Pilots near the job see it on the job board. Invite one you like to ask for a proposal."
                  : "Nobody sent a proposal for this job."}
              </EmptyState>
            );
          }
          const sorted = sortApplicants(applications, sort);
          const badges = highlights(applications);
          return (
            <div className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-lg font-semibold">Proposals ({applications.length})</h3>
                <div
                  role="group"
                  aria-label="Sort proposals"
                  className="flex flex-wrap gap-1 rounded-lg border bg-card p-1"
                >
                  {APPLICANT_SORTS.map((s) => (
                    <Button
                      key={s.id}
                      size="sm"
                      variant={sort === s.id ? "secondary" : "ghost"}
                      aria-pressed={sort === s.id}
                      onClick={() => setSort(s.id)}
                    >
                      {s.label}
                    </Button>
                  ))}
                </div>
              </div>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Proposals">
                {sorted.map((application) => (
                  <li key={application.id} className="flex min-w-0">
                    <ApplicantCard
                      job={job}
                      application={application}
                      highlights={badges.get(application.id) ?? []}
                      onHire={() => navigate(`/checkout?application=${application.id}`)}
                      onReject={() => {
                        reject.reset();
                        setRejecting({ open: true, application });
                      }}
                      onCounter={() => setCountering({ open: true, application })}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        }}
      </QueryView>

      <ConfirmDialog
        open={rejecting.open}
        onOpenChange={(open) => setRejecting((r) => ({ ...r, open }))}
        title={`Reject ${rejecting.application ? applicantName(rejecting.application) : "this"}'s proposal?`}
        description="The pilot is told you chose not to go ahead. They can't send another proposal for this job."
        confirmLabel="Reject proposal"
        pendingLabel="Rejecting..."
        confirmVariant="destructive"
        isPending={reject.isPending}
        error={reject.error?.message}
        onConfirm={confirmReject}
      />
      {/* Mounted whatever the status: the cancel refreshes the job, which hides the button. */}
      <CancelJobDialog job={job} open={cancelling} onOpenChange={setCancelling} />
      <CounterOfferDialog
        application={countering.application}
        open={countering.open}
        onOpenChange={(open) => setCountering((c) => ({ ...c, open }))}
      />
    </section>
  );
}
