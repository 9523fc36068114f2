import type { ClientSummary } from "@skyhire/shared";
import { BriefcaseIcon, CalendarIcon, MapPinIcon, StarIcon } from "lucide-react";
import {
  DistanceFact,
  ResultCard,
  ResultCardLink,
  ResultFact,
  ResultFacts,
} from "@/components/search/ResultCard";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { milesAwayText } from "@/features/jobs/jobFormat";
import { clientPlace, clientTitle, memberSinceText } from "./clientFormat";

/** One client who hires: who, where, how active, how pilots rate them. */
export function ClientCard({ client }: { client: ClientSummary }) {
  const place = clientPlace(client);
  const away = milesAwayText(client.distanceMiles);
  return (
    <ResultCard>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          {client.industry && <Badge variant="sky">{client.industry}</Badge>}
          <h3 className="text-lg leading-snug font-semibold break-words">
            <ResultCardLink href={`/clients/${client.id}`}>{clientTitle(client)}</ResultCardLink>
          </h3>
          {client.companyName && (
            <p className="text-sm text-muted-foreground">Contact: {client.contactName}</p>
          )}
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-display text-xl font-bold">{client.openJobs}</span>
          <span className="text-xs text-muted-foreground">
            open {client.openJobs === 1 ? "job" : "jobs"}
          </span>
        </p>
      </div>
      <ResultFacts>
        {place && <ResultFact icon={MapPinIcon}>{place}</ResultFact>}
        {away && <DistanceFact text={away} />}
        <ResultFact icon={CalendarIcon}>{memberSinceText(client.memberSince)}</ResultFact>
      </ResultFacts>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <BriefcaseIcon className="size-3.5" aria-hidden />
          {client.jobsPosted} posted · {client.hires} {client.hires === 1 ? "hire" : "hires"}
        </span>
        <span className="inline-flex items-center gap-1">
          <StarIcon
            className={
              client.rating === null ? "size-3.5" : "size-3.5 fill-brand-orange text-brand-orange"
            }
            aria-hidden
          />
          {client.rating === null
            ? "No pilot reviews yet"
            : `${client.rating.toFixed(1)} from ${client.reviewCount} pilot ${client.reviewCount === 1 ? "review" : "reviews"}`}
        </span>
      </div>
    </ResultCard>
  );
}

export function ClientCardSkeleton() {
  return (
    <div className="space-y-3 rounded-2xl border bg-card p-5" aria-hidden>
      <Skeleton className="h-5 w-28 rounded-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-8 w-full" />
    </div>
  );
}
