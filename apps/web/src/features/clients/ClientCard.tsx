import type { ClientSummary } from "@skyhire/shared";
import { BriefcaseIcon, CalendarIcon, MapPinIcon, StarIcon } from "lucide-react";
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
import { milesAwayText } from "@/features/jobs/jobFormat";
import { clientPlace, clientTitle, memberSinceText } from "./clientFormat";

/** One client who hires: who, where, how active, how pilots rate them. */
export function ClientCard({ client }: { client: ClientSummary }) {
  const place = clientPlace(client);
  const away = milesAwayText(client.distanceMiles);
  return (
    <ResultCard>
      <ResultCardHeading
        badge={client.industry && <Badge variant="sky">{client.industry}</Badge>}
        title={clientTitle(client)}
        href={`/clients/${client.id}`}
        titleClassName="break-words"
        figure={client.openJobs}
        figureLabel={`open ${client.openJobs === 1 ? "job" : "jobs"}`}
      >
        {client.companyName && (
          <p className="text-sm text-muted-foreground">Contact: {client.contactName}</p>
        )}
      </ResultCardHeading>
      <ResultFacts>
        {place && <ResultFact icon={MapPinIcon}>{place}</ResultFact>}
        {away && <DistanceFact text={away} />}
        <ResultFact icon={CalendarIcon}>{memberSinceText(client.memberSince)}</ResultFact>
      </ResultFacts>
      <ResultCardFooter>
        <ResultFact as="span" icon={BriefcaseIcon}>
          {client.jobsPosted} posted · {client.hires} {client.hires === 1 ? "hire" : "hires"}
        </ResultFact>
        <ResultFact
          as="span"
          icon={StarIcon}
          iconClassName={
            client.rating === null ? undefined : "fill-brand-orange-ink text-brand-orange-ink"
          }
        >
          {client.rating === null
            ? "No pilot reviews yet"
            : `${client.rating.toFixed(1)} from ${client.reviewCount} pilot ${client.reviewCount === 1 ? "review" : "reviews"}`}
        </ResultFact>
      </ResultCardFooter>
    </ResultCard>
  );
}

export function ClientCardSkeleton() {
  return <ResultCardSkeleton lines={["w-1/2"]} />;
}
