import type { AdminUserDetail } from "@skyhire/shared";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { formatDateTime } from "@/features/checkout/money";
import { ReasonActionDialog } from "./ReasonActionDialog";
import { StatusPill } from "./StatusPill";

/** One of the account's jobs, with hiding it from the board or restoring it. */
export function JobModerationRow({ job }: { job: AdminUserDetail["jobs"][number] }) {
  const url = `/api/admin/jobs/${job.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{job.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {job.status.replaceAll("_", " ")} · posted {formatDateTime(job.createdAt)}
          </span>
          {job.hiddenAt && <StatusPill tone="red">Hidden from the board</StatusPill>}
        </p>
      </div>
      {job.hiddenAt ? (
        <ReasonActionDialog
          url={`${url}/restore`}
          label="Restore to the board"
          icon={<EyeIcon />}
          description={`"${job.title}" goes back on the board if it is still open. The client is told.`}
          confirmLabel="Restore job"
          pendingLabel="Restoring..."
          doneTitle="Job restored"
          reasonLabel="Why restore it?"
        />
      ) : (
        // Only open jobs are on the board; the others have nothing to hide from.
        job.status === "open" && (
          <ReasonActionDialog
            url={`${url}/hide`}
            label="Hide from the board"
            icon={<EyeOffIcon />}
            description={`"${job.title}" leaves the job board. Its client reads your reason on their job page; applications and payments are untouched.`}
            confirmLabel="Hide job"
            pendingLabel="Hiding..."
            doneTitle="Job hidden"
            reasonLabel="Reason shown to the client"
            placeholder="e.g. The listing asks pilots to pay a fee outside SkyHire."
            danger
          />
        )
      )}
    </li>
  );
}
