import { BuildingIcon } from "lucide-react";
import { useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { hasClientProfile } from "@/features/auth/profile";
import { RequireHireCapability } from "@/features/auth/RequireHireCapability";
import { useAuth } from "@/features/auth/useAuth";
import { CreateJobForm } from "@/features/jobs/post/CreateJobForm";
import { EditJobForm } from "@/features/jobs/post/EditJobForm";
import { InviteNotice } from "@/features/jobs/post/InviteNotice";

/** /job/post: a new job (?invite={pilotProfileId} invites a pilot), or ?edit={jobId}. */
export default function PostJobPage() {
  const { session, user } = useAuth();
  const [params] = useSearchParams();
  const editId = params.get("edit");
  const inviteId = editId ? null : params.get("invite");

  return (
    <RequireHireCapability>
      <PageContainer className="max-w-3xl">
        <PageHeader
          eyebrow="Post Job"
          title={editId ? "Edit your job" : "Post a job"}
          description={
            editId
              ? "Changes show to pilots straight away. Proposals already sent stay as they are."
              : "Describe the shoot (location, date, service and budget) and certified pilots nearby can send you proposals."
          }
        />
        {!hasClientProfile(session) ? (
          <EmptyState
            icon={BuildingIcon}
            title="Set up your client profile first"
            action={<LinkButton href="/register/client">Create your client profile</LinkButton>}
          >
            Pilots see your company name and location on every job you post.
          </EmptyState>
        ) : editId ? (
          <EditJobForm key={editId} jobId={editId} />
        ) : (
          <>
            {inviteId && <InviteNotice pilotProfileId={inviteId} />}
            <CreateJobForm userKey={user?.id ?? user?.email ?? "me"} invitePilotId={inviteId} />
          </>
        )}
      </PageContainer>
    </RequireHireCapability>
  );
}
