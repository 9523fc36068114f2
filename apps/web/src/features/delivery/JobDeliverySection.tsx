import {
  allowedJobEvents,
  type DeliveryState,
  type DisputeDto,
  type JobDetail,
  type JobFileDto,
} from "@skyhire/shared";
import {
  CircleCheckBigIcon,
  ClockIcon,
  HourglassIcon,
  PlaneTakeoffIcon,
  ScaleIcon,
  UploadCloudIcon,
} from "lucide-react";
import { useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/features/checkout/money";
import { JobFlightLogSection } from "@/features/flightLogs/JobFlightLogSection";
import { JobReviewsCard } from "@/features/reviews/JobReviewsCard";
import { ChangeRequestNotice } from "./ChangeRequestNotice";
import { ClientReview } from "./ClientReview";
import { useDelivery, useJobDisputes, useJobFiles } from "./deliveryQueries";
import { DeliveryFileList } from "./DeliveryFileList";
import { DisputeDialog } from "./DisputeDialog";
import { OpenDisputeBanner, ResolvedDisputeNote } from "./DisputeSummary";
import { EvidenceUploader } from "./EvidenceUploader";
import { FileGallery } from "./FileGallery";
import { deliveryLists, partyOf, showsDelivery, type Party } from "./party";
import { StartMissionButton } from "./StartMissionButton";
import { IconCard } from "@/components/page/IconCardHeader";

function DisputeButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={onClick}>
      <ScaleIcon />
      Open a dispute
    </Button>
  );
}

/** Evidence both parties (and the operator) see, and more can be added while it is open. */
function Evidence({ jobId, files, open }: { jobId: string; files: JobFileDto[]; open: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Evidence ({files.length})</CardTitle>
        <CardDescription>
          Files either of you added for the operator. Everything here is seen by both sides.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {files.length > 0 && <DeliveryFileList files={files} />}
        {open && <EvidenceUploader jobId={jobId} />}
      </CardContent>
    </Card>
  );
}

/** The latest delivery's files for a finished or disputed job, to preview and download. */
function LatestDelivery({ delivery, files }: { delivery: DeliveryState; files: JobFileDto[] }) {
  const latest = files.filter((f) => f.deliveryRound === delivery.round);
  if (latest.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Delivery {delivery.round}</CardTitle>
        <CardDescription>Delivered {formatDateTime(delivery.deliveredAt)}.</CardDescription>
      </CardHeader>
      <CardContent>
        <FileGallery files={latest} />
      </CardContent>
    </Card>
  );
}

function Body({
  job,
  party,
  delivery,
  files,
  disputes,
  evidence,
  onDispute,
}: {
  job: JobDetail;
  party: Party;
  delivery: DeliveryState | undefined;
  files: JobFileDto[];
  disputes: DisputeDto[];
  evidence: JobFileDto[];
  onDispute: () => void;
}) {
  const allowed = allowedJobEvents(job.status, party);
  const canDispute = allowed.includes("dispute");
  const openDispute = disputes.find((d) => d.status === "open");
  const resolved = disputes.find((d) => d.status === "resolved");

  switch (job.status) {
    case "assigned":
      return party === "pilot" ? (
        <IconCard
          icon={PlaneTakeoffIcon}
          title="You're hired: start the mission when you begin"
          actions={allowed.includes("start") && <StartMissionButton jobId={job.id} />}
        >
          The client has paid and the money is held in escrow until they approve your delivery. Once
          you start, you upload the deliverables and the client can no longer cancel for a full
          refund.
        </IconCard>
      ) : (
        <IconCard icon={HourglassIcon} title="Paid and waiting for the pilot to start">
          Your payment is held in escrow. You can still cancel for a full refund until the pilot
          starts the mission.
        </IconCard>
      );
    case "in_progress":
      return (
        <div className="space-y-4">
          {delivery && <ChangeRequestNotice delivery={delivery} audience={party} />}
          {party === "pilot" ? (
            <IconCard
              icon={UploadCloudIcon}
              title="Mission in progress"
              actions={
                <>
                  <LinkButton href={`/upload/${job.id}`} variant="flare">
                    <UploadCloudIcon />
                    Upload deliverables
                  </LinkButton>
                  {canDispute && <DisputeButton onClick={onDispute} />}
                </>
              }
            >
              Upload the photos, video and documents, then deliver them to the client for review.
              {delivery && delivery.currentRoundFiles > 0
                ? ` ${delivery.currentRoundFiles} ${delivery.currentRoundFiles === 1 ? "file is" : "files are"} uploaded for this delivery.`
                : ""}
            </IconCard>
          ) : (
            <IconCard
              icon={PlaneTakeoffIcon}
              title="The pilot is working on it"
              actions={canDispute && <DisputeButton onClick={onDispute} />}
            >
              You&apos;ll be told when the files are delivered for your review. Your payment stays
              in escrow until you approve.
            </IconCard>
          )}
        </div>
      );
    case "ready_for_review":
      if (!delivery) return null;
      return party === "client" ? (
        <ClientReview
          jobId={job.id}
          delivery={delivery}
          files={files}
          can={{
            approve: allowed.includes("approve"),
            requestChanges: allowed.includes("request_changes"),
            dispute: canDispute,
          }}
          onDispute={onDispute}
        />
      ) : (
        <IconCard
          icon={ClockIcon}
          title="Delivered: waiting for the client"
          actions={canDispute && <DisputeButton onClick={onDispute} />}
        >
          Delivery {delivery.round} went out {formatDateTime(delivery.deliveredAt)}.
          {delivery.autoApprovesAt &&
            ` Without an answer it is approved automatically on ${formatDateTime(delivery.autoApprovesAt)}, and the payment is released to you.`}
        </IconCard>
      );
    case "disputed":
      return (
        <div className="space-y-4">
          {openDispute && <OpenDisputeBanner dispute={openDispute} viewer={party} />}
          <Evidence jobId={job.id} files={evidence} open />
          {delivery && <LatestDelivery delivery={delivery} files={files} />}
        </div>
      );
    case "completed":
      return (
        <div className="space-y-4">
          <div
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-success/40 bg-tone-green-soft px-4 py-3 text-sm"
          >
            <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <div>
              <p className="font-semibold">Completed</p>
              <p className="text-muted-foreground">
                {party === "client"
                  ? "The payment was released to the pilot."
                  : "Your share of the payment is in your available balance."}{" "}
                {delivery?.completedAt && `Completed ${formatDateTime(delivery.completedAt)}.`}
              </p>
            </div>
          </div>
          {resolved && <ResolvedDisputeNote dispute={resolved} />}
          <JobReviewsCard jobId={job.id} />
          {delivery && <LatestDelivery delivery={delivery} files={files} />}
        </div>
      );
    case "cancelled":
      return resolved ? <ResolvedDisputeNote dispute={resolved} /> : null;
    default:
      return null;
  }
}

/**
 * Everything after the hire on a job page, for its client and its pilot: start, follow the
 * mission, review and approve the delivery, disputes with evidence, reviews. The dispute dialog
 * lives here, whatever the status, so it survives the refresh that marks the job disputed.
 */
export function JobDeliverySection({ job }: { job: JobDetail }) {
  const party = partyOf(job);
  const active = showsDelivery(job);
  const lists = deliveryLists(job);
  const delivery = useDelivery(job.id, { enabled: lists.delivery });
  const files = useJobFiles(job.id, "deliverable", { enabled: lists.delivery });
  const disputes = useJobDisputes(job.id, { enabled: lists.disputes });
  const evidence = useJobFiles(job.id, "dispute_evidence", { enabled: lists.evidence });
  const [disputing, setDisputing] = useState(false);

  if (!party || !active) return null;
  return (
    <section aria-label="Mission and delivery" className="mb-8 space-y-4">
      <Body
        job={job}
        party={party}
        delivery={delivery.data}
        files={files.data ?? []}
        disputes={disputes.data ?? []}
        evidence={evidence.data ?? []}
        onDispute={() => setDisputing(true)}
      />
      <JobFlightLogSection job={job} party={party} />
      {(delivery.isError || files.isError || disputes.isError) && (
        <p role="alert" className="text-sm text-destructive">
          Some of this job&apos;s delivery details couldn&apos;t be loaded.{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              void delivery.refetch();
              void files.refetch();
              void disputes.refetch();
            }}
          >
            Try again
          </button>
        </p>
      )}
      <DisputeDialog jobId={job.id} role={party} open={disputing} onOpenChange={setDisputing} />
    </section>
  );
}
