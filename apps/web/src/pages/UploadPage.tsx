import { UploadCloudIcon } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /upload and /upload/:jobId: delivering photos and video for a job. */
export default function UploadPage() {
  const { jobId } = useParams<{ jobId?: string }>();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Deliverables"
        title={jobId ? `Deliverables for job ${jobId}` : "Deliverables"}
        description="Pilots upload the finished photos and video here so the client can review and approve them."
      />
      <EmptyState
        icon={UploadCloudIcon}
        title="No deliverables uploaded yet"
        action={
          <LinkButton href="/pilot/active-jobs" variant="outline">
            View active missions
          </LinkButton>
        }
      >
        {jobId
          ? "Nothing has been delivered for this job."
          : "Open one of your active missions to deliver its files."}
      </EmptyState>
    </PageContainer>
  );
}
