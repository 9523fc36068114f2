import type { ApplicationDto, JobDto } from "@skyhire/shared";
import { formatDay } from "@/features/jobs/jobDates";
import { formatCents } from "@/features/jobs/jobRules";
import { applicantName } from "./applicantText";
import { ConfirmDialog } from "./ConfirmDialog";

type HireDialogProps = {
  job: JobDto;
  application: ApplicationDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
};

/** Names the pilot and the price before the hire, and what happens to the other proposals. */
export function HireDialog({ job, application, ...props }: HireDialogProps) {
  if (!application) return null;
  const name = applicantName(application);
  const price = formatCents(application.quote);
  const day = formatDay(application.proposedDate);
  const others = Math.max(job.pendingApplications - 1, 0);
  return (
    <ConfirmDialog
      {...props}
      title={`Hire ${name} for ${price}?`}
      description={
        <>
          {name} will fly “{job.title}” for {price}
          {day ? `, on ${day}` : ""}.{" "}
          {others > 0
            ? `Your ${others === 1 ? "other pending proposal is" : `${others} other pending proposals are`} declined and those pilots are told. `
            : ""}
          This can&apos;t be undone.
        </>
      }
      confirmLabel={`Hire ${name} for ${price}`}
      pendingLabel="Hiring..."
      confirmVariant="flare"
    />
  );
}
