import type { ApplicationDto, JobDto } from "@skyhire/shared";
import {
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  HandshakeIcon,
  MapPinIcon,
  PlaneIcon,
  XIcon,
} from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApplicantCredentialStates } from "@/features/credentials/ApplicantCredentialStates";
import { StartConversationButton } from "@/features/messages/StartConversationButton";
import { formatDay } from "@/features/jobs/jobDates";
import { applicationStatusLabel } from "@/features/jobs/jobFormat";
import { formatCents } from "@/features/jobs/jobRules";
import { PilotAvatar } from "@/features/pilots/PilotAvatar";
import { distanceText, formatCount } from "@/features/pilots/pilotFormat";
import { PilotRating } from "@/features/pilots/PilotRating";
import { cn } from "@/lib/utils";
import { applicantActions, hasAnyAction } from "./applicantActions";
import { applicantName, counterStateText, nameInitials } from "./applicantText";
import { budgetDeltaText, type Highlight } from "./compareApplicants";

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-brand-sky-soft text-brand-sky",
  accepted: "bg-success/12 text-success",
  rejected: "bg-muted text-muted-foreground",
  withdrawn: "bg-muted text-muted-foreground",
};

type ApplicantCardProps = {
  job: JobDto;
  application: ApplicationDto;
  highlights: readonly Highlight[];
  onHire: () => void;
  onReject: () => void;
  onCounter: () => void;
};

function Fact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof ClockIcon;
  label: string;
  value: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="truncate text-sm font-semibold">{value}</dd>
    </div>
  );
}

/** One proposal, laid out the same way as its neighbours so they compare at a glance. */
export function ApplicantCard({
  job,
  application,
  highlights,
  onHire,
  onReject,
  onCounter,
}: ApplicantCardProps) {
  const pilot = application.pilot;
  const name = applicantName(application);
  const actions = applicantActions(job, application);
  const counterText = counterStateText(application);
  const closed = application.status === "rejected" || application.status === "withdrawn";
  const headingId = `applicant-${application.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="applicant-card"
      className={cn(
        "flex w-full min-w-0 flex-col rounded-2xl border bg-card p-5",
        application.status === "accepted" && "border-success/60 ring-1 ring-success/30",
        closed && "opacity-75",
      )}
    >
      <div className="flex items-start gap-3">
        <PilotAvatar src={pilot?.profileImageUrl} initials={nameInitials(name)} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold">
            <Link
              href={`/pilots/${application.pilotProfileId}`}
              className="hover:text-brand-sky hover:underline"
            >
              {name}
            </Link>
          </h3>
          {pilot?.businessName && (
            <p className="truncate text-sm text-muted-foreground">{pilot.businessName}</p>
          )}
          <PilotRating rating={pilot?.rating ?? null} reviewCount={pilot?.reviewCount ?? 0} />
        </div>
        <Badge
          variant="outline"
          className={cn("border-transparent", STATUS_STYLES[application.status])}
        >
          {applicationStatusLabel(application.status)}
        </Badge>
      </div>

      {highlights.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {highlights.map((h) => (
            <Badge key={h} variant="flare">
              {h}
            </Badge>
          ))}
        </div>
      )}
      {pilot && <ApplicantCredentialStates credentials={pilot.credentials} />}

      <div className="mt-4 flex items-baseline justify-between gap-2 border-t pt-4">
        <div>
          <p className="text-xs text-muted-foreground">Quote</p>
          <p className="font-display text-2xl font-bold" data-testid="applicant-quote">
            {formatCents(application.quote)}
          </p>
        </div>
        <p className="text-right text-xs text-muted-foreground">
          {budgetDeltaText(application.quote, job.budget)}
          <br />
          Budget {formatCents(job.budget)}
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3">
        <Fact
          icon={CalendarIcon}
          label="Proposed date"
          value={formatDay(application.proposedDate) ?? "Flexible"}
        />
        <Fact
          icon={MapPinIcon}
          label="Distance"
          value={distanceText(pilot?.distanceMiles) ?? "Unknown"}
        />
        <Fact icon={ClockIcon} label="Flight hours" value={formatCount(pilot?.flightHours ?? 0)} />
        <Fact
          icon={PlaneIcon}
          label="Completed jobs"
          value={formatCount(pilot?.completedJobs ?? 0)}
        />
      </dl>

      {application.message && (
        <blockquote className="mt-4 rounded-lg bg-muted/60 px-3 py-2 text-sm whitespace-pre-line">
          {application.message}
        </blockquote>
      )}

      {counterText && (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg border border-dashed px-3 py-2 text-sm"
          data-testid="counter-state"
        >
          <HandshakeIcon className="mt-0.5 size-4 shrink-0 text-brand-orange-ink" aria-hidden />
          <span>{counterText}</span>
        </p>
      )}

      {/* Rejected or withdrawn: nothing left to discuss here (an existing thread stays in
          Messages). */}
      {!closed && (
        <StartConversationButton
          target={{ jobId: job.id, pilotProfileId: application.pilotProfileId }}
          label={`Message ${name}`}
          variant="ghost"
          size="sm"
          className="mt-3 self-start text-brand-sky"
        />
      )}

      {hasAnyAction(actions) && (
        <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
          {actions.hire && (
            <Button variant="flare" className="col-span-2" onClick={onHire}>
              <CheckIcon />
              Hire
            </Button>
          )}
          {actions.counter && (
            <Button variant="outline" onClick={onCounter}>
              <HandshakeIcon />
              Counter-offer
            </Button>
          )}
          {actions.reject && (
            <Button variant="ghost" onClick={onReject} className="text-muted-foreground">
              <XIcon />
              Reject
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
