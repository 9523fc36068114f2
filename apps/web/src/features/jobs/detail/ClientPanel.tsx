import type { JobDetail } from "@skyhire/shared";
import { PencilIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { clientActions } from "../jobActions";
import { proposalsText } from "../jobFormat";
// The one cancel dialog, shared with My Projects; it stays mounted after the job is cancelled
// (and the button gone) so its confirmation toast still shows.
import { CancelJobDialog } from "@/features/clientJobs/CancelJobDialog";
import { StartConversationButton } from "@/features/messages/StartConversationButton";

/** The owning client's side of a job page: applicants, edit, cancel (as the lifecycle allows). */
export function ClientPanel({ job }: { job: JobDetail }) {
  const actions = clientActions(job);
  const [cancelling, setCancelling] = useState(false);
  const id = encodeURIComponent(job.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your job</CardTitle>
        <CardDescription>
          {job.status === "open"
            ? `${proposalsText(job.pendingApplications)} waiting for your answer.`
            : "Follow it from My Projects."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <LinkButton href={`/client-jobs?job=${id}`} variant="flare" className="w-full">
          <UsersIcon />
          {job.status === "open" ? "Manage applicants" : "Open in My Projects"}
        </LinkButton>
        {job.pilotProfileId && (
          <StartConversationButton
            target={{ jobId: job.id, pilotProfileId: job.pilotProfileId }}
            label="Message your pilot"
            variant="outline"
            className="w-full"
          />
        )}
        {actions.edit && (
          <LinkButton href={`/job/post?edit=${id}`} variant="outline" className="w-full">
            <PencilIcon />
            Edit job
          </LinkButton>
        )}
        {actions.cancel && (
          <Button
            variant="ghost"
            className="w-full text-destructive hover:text-destructive"
            onClick={() => setCancelling(true)}
          >
            Cancel job
          </Button>
        )}
        <CancelJobDialog job={job} open={cancelling} onOpenChange={setCancelling} />
      </CardContent>
    </Card>
  );
}
