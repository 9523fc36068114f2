import type { JobDto } from "@skyhire/shared";
import { CalendarIcon, MapPinIcon, UsersIcon } from "lucide-react";
import {
  DistanceFact,
  ResultCard,
  ResultCardFooter,
  ResultFact,
  ResultFacts,
} from "@/components/search/ResultCard";
import { ResultCardHeading } from "@/components/search/ResultCardHeading";
import { ResultCardSkeleton } from "@/components/search/ResultCardSkeleton";
import { Badge } from "@/components/ui/badge";
import { jobWhenText, postedAgo } from "../jobDates";
import { deliverableLabel, milesAwayText, proposalsText, serviceTypeLabel } from "../jobFormat";
import { formatCents } from "../jobRules";

/** One open job on the board: what, where, when, how much, and how contested. */
export function BoardJobCard({ job }: { job: JobDto }) {
  const away = milesAwayText(job.distanceMiles);
  return (
    <ResultCard>
      <ResultCardHeading
        badge={<Badge variant="sky">{serviceTypeLabel(job.serviceType)}</Badge>}
        title={job.title}
        href={`/jobs/${job.id}`}
        figure={formatCents(job.budget)}
        figureLabel="budget"
      />
      {job.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
      )}
      <ResultFacts>
        {job.location && <ResultFact icon={MapPinIcon}>{job.location}</ResultFact>}
        {away && <DistanceFact text={away} />}
        <ResultFact icon={CalendarIcon}>{jobWhenText(job)}</ResultFact>
      </ResultFacts>
      <ResultCardFooter>
        <span className="flex flex-wrap gap-1.5">
          {job.deliverables.map((d) => (
            <Badge key={d} variant="outline" className="font-medium">
              {deliverableLabel(d)}
            </Badge>
          ))}
        </span>
        <span className="inline-flex items-center gap-3">
          <ResultFact as="span" icon={UsersIcon}>
            {proposalsText(job.pendingApplications)}
          </ResultFact>
          <span>Posted {postedAgo(job.createdAt)}</span>
        </span>
      </ResultCardFooter>
    </ResultCard>
  );
}

export function BoardJobCardSkeleton() {
  return <ResultCardSkeleton lines={["w-full", "w-2/3"]} />;
}
