import {
  allowedJobEvents,
  type DeliveryState,
  type JobDetail,
  type JobFileDto,
} from "@skyhire/shared";
import { useQueryClient } from "@tanstack/react-query";
import { BanIcon, CircleCheckBigIcon, ClockIcon, PlaneTakeoffIcon, ScaleIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/features/checkout/money";
import { ChangeRequestNotice } from "./ChangeRequestNotice";
import { DeliverDialog } from "./DeliverDialog";
import { DeliveryFileList } from "./DeliveryFileList";
import { useDeleteFile } from "./deliveryMutations";
import { deliveryUrl, jobFilesUrl, useDelivery, useJobFiles } from "./deliveryQueries";
import { StartMissionButton } from "./StartMissionButton";
import { UploadPanel } from "./UploadPanel";
import { useUploads } from "./useUploads";
import { IconCard } from "@/components/page/IconCardHeader";

/** Uploading the current delivery: drop zone, progress, the round's files, Deliver. */
function UploadDelivery({
  job,
  delivery,
  files,
}: {
  job: JobDetail;
  delivery: DeliveryState;
  files: JobFileDto[];
}) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [jobFilesUrl(job.id, "deliverable")] });
    void queryClient.invalidateQueries({ queryKey: [deliveryUrl(job.id)] });
  }, [queryClient, job.id]);
  const uploads = useUploads(job.id, "deliverable", refresh);
  const remove = useDeleteFile();
  const [deleting, setDeleting] = useState<string | null>(null);
  const current = files.filter((f) => f.deliveryRound === delivery.round);

  return (
    <div className="space-y-6">
      <ChangeRequestNotice delivery={delivery} audience="pilot" />
      <UploadPanel uploads={uploads} title="Drop photos, video and documents here" />
      <section aria-labelledby="current-delivery" className="space-y-3">
        <h2 id="current-delivery" className="text-lg font-semibold">
          Delivery {delivery.round}: {current.length} {current.length === 1 ? "file" : "files"}
        </h2>
        {current.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Files you upload appear here. You can delete them until you deliver.
          </p>
        ) : (
          <DeliveryFileList
            files={current}
            deletingId={deleting}
            onDelete={(file) => {
              setDeleting(file.id);
              remove.mutate(file.id, { onSettled: () => setDeleting(null) });
            }}
          />
        )}
        {remove.error && <Alert>{remove.error.message}</Alert>}
      </section>
      <DeliverDialog jobId={job.id} fileCount={current.length} uploading={uploads.busy} />
    </div>
  );
}

/** /upload/{jobId} for the hired pilot: start, upload, deliver, then follow the review. */
export function DeliveryWorkspace({ job }: { job: JobDetail }) {
  const hired = job.viewerRole === "pilot" && job.myApplication?.status === "accepted";
  const delivery = useDelivery(job.id, { enabled: hired });
  const files = useJobFiles(job.id, "deliverable", { enabled: hired });
  const jobLink = (
    <LinkButton href={`/jobs/${job.id}`} variant="outline">
      Open the job page
    </LinkButton>
  );

  if (!hired) {
    return (
      <IconCard icon={BanIcon} title="You're not the pilot on this job" actions={jobLink}>
        Deliverables are uploaded by the pilot the client hired and paid for this job.
      </IconCard>
    );
  }

  if (job.status === "assigned") {
    const canStart = allowedJobEvents(job.status, "pilot").includes("start");
    return (
      <IconCard
        icon={PlaneTakeoffIcon}
        title="Start the mission to upload files"
        actions={canStart ? <StartMissionButton jobId={job.id} /> : undefined}
      >
        The client has paid; the money is held in escrow until they approve your delivery. Start the
        mission when you begin the work, then upload the deliverables here.
      </IconCard>
    );
  }

  return (
    <QueryView query={delivery} errorMessage="We couldn't load this delivery.">
      {(state) => (
        <QueryView query={files} errorMessage="We couldn't load the files of this job.">
          {(list) => {
            if (state.status === "in_progress") {
              return <UploadDelivery job={job} delivery={state} files={list} />;
            }
            const delivered = list.filter((f) => f.deliveryRound === state.round);
            const fileList = delivered.length > 0 && (
              <div className="space-y-3">
                <h2 className="text-lg font-semibold">Delivery {state.round}</h2>
                <DeliveryFileList files={delivered} />
              </div>
            );
            if (state.status === "ready_for_review") {
              return (
                <div className="space-y-6">
                  <IconCard icon={ClockIcon} title="Delivered: waiting for the client">
                    Delivered {formatDateTime(state.deliveredAt)}. The client reviews the files and
                    approves or asks for changes.{" "}
                    {state.autoApprovesAt &&
                      `Without an answer it is approved automatically on ${formatDateTime(state.autoApprovesAt)}.`}
                  </IconCard>
                  {fileList}
                </div>
              );
            }
            if (state.status === "completed") {
              return (
                <div className="space-y-6">
                  <IconCard
                    icon={CircleCheckBigIcon}
                    title="Approved and paid"
                    actions={<LinkButton href="/pilot/earnings">See your earnings</LinkButton>}
                  >
                    Completed {formatDateTime(state.completedAt)}. Your share of the payment is in
                    your available balance.
                  </IconCard>
                  {fileList}
                </div>
              );
            }
            if (state.status === "disputed") {
              return (
                <IconCard icon={ScaleIcon} title="This job is in dispute" actions={jobLink}>
                  Nothing can be delivered while an operator reviews the dispute. Add evidence from
                  the job page.
                </IconCard>
              );
            }
            return (
              <IconCard icon={BanIcon} title="This job was cancelled" actions={jobLink}>
                No files are needed any more.
              </IconCard>
            );
          }}
        </QueryView>
      )}
    </QueryView>
  );
}
