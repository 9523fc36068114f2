import type { JobDto } from "@skyhire/shared";
import { CalendarIcon, MapPinIcon, UsersIcon } from "lucide-react";
import {
  DistanceFact,
  ResultCard,
  ResultCardLink,
  ResultFact,
  ResultFacts,
} from "@/components/search/ResultCard";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { jobWhenText, postedAgo } from "../jobDates";
import { deliverableLabel, milesAwayText, proposalsText, serviceTypeLabel } from "../jobFormat";
import { formatCents } from "../jobRules";

/** One open job on the board: what, where, when, how much, and how contested. */
export function BoardJobCard({ job }: { job: JobDto }) {
  const away = milesAwayText(job.distanceMiles);
  return (
    <ResultCard>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Badge variant="sky">{serviceTypeLabel(job.serviceType)}</Badge>
          <h3 className="text-lg leading-snug font-semibold">
            <ResultCardLink href={`/jobs/${job.id}`}>{job.title}</ResultCardLink>
          </h3>
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-display text-xl font-bold">{formatCents(job.budget)}</span>
          <span className="text-xs text-muted-foreground">budget</span>
        </p>
      </div>
      {job.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
      )}
      <ResultFacts>
        {job.location && <ResultFact icon={MapPinIcon}>{job.location}</ResultFact>}
        {away && <DistanceFact text={away} />}
        <ResultFact icon={CalendarIcon}>{jobWhenText(job)}</ResultFact>
      </ResultFacts>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-xs text-muted-foreground">
        <span className="flex flex-wrap gap-1.5">
          {job.deliverables.map((d) => (
            <Badge key={d} variant="outline" className="font-medium">
              {deliverableLabel(d)}
            </Badge>
          ))}
        </span>
        <span className="inline-flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-3.5" aria-hidden />
            {proposalsText(job.pendingApplications)}
          </span>
          <span>Posted {postedAgo(job.createdAt)}</span>
        </span>
      </div>
    </ResultCard>
  );
}

export function BoardJobCardSkeleton() {
  return (
    <div className="space-y-3 rounded-2xl border bg-card p-5" aria-hidden>
      <div className="flex justify-between gap-3">
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
        <Skeleton className="h-7 w-16" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-8 w-full" />
    </div>
  );
}
