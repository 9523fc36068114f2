import { formatCents, type CrmClient } from "@skyhire/shared";
import { BellRingIcon, MapPinIcon, StarIcon, StickyNoteIcon } from "lucide-react";
import {
  ResultCard,
  ResultCardLink,
  ResultFact,
  ResultFacts,
} from "@/components/search/ResultCard";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { CrmStatusBadge } from "./CrmStatusBadge";
import { clientTitle, dayText, followUpText, jobsTogetherText } from "./crmFormat";

/** The pilot's clients; each row opens the client's panel (its address keeps `?client=`). */
export function CrmClientList({
  clients,
  hrefFor,
}: {
  clients: CrmClient[];
  hrefFor: (clientProfileId: string) => string;
}) {
  return (
    <ul aria-label="Your clients" className="space-y-3">
      {clients.map((client) => (
        <li key={client.clientProfileId}>
          <CrmClientRow client={client} href={hrefFor(client.clientProfileId)} />
        </li>
      ))}
    </ul>
  );
}

function CrmClientRow({ client, href }: { client: CrmClient; href: string }) {
  const title = clientTitle(client);
  const followUp = client.followUpOn ? followUpText(client.followUpOn) : null;
  return (
    <ResultCard className="h-auto p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base leading-snug font-semibold">
            <ResultCardLink href={href}>{title}</ResultCardLink>
          </h2>
          <CrmStatusBadge status={client.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {client.companyName ? `${client.contactName} · ` : ""}
          {jobsTogetherText(client.jobs)}
        </p>
        <ResultFacts className="gap-y-1 text-xs">
          {client.location && <ResultFact icon={MapPinIcon}>{client.location}</ResultFact>}
          {client.rating !== null && (
            <ResultFact icon={StarIcon} iconClassName="fill-brand-orange-ink text-brand-orange-ink">
              Rated you {client.rating.toFixed(1)}
            </ResultFact>
          )}
          {client.noteCount > 0 && (
            <ResultFact icon={StickyNoteIcon}>
              {client.noteCount} {client.noteCount === 1 ? "note" : "notes"}
            </ResultFact>
          )}
          {followUp && (
            <ResultFact
              icon={BellRingIcon}
              className={cn(followUp.due && "font-semibold text-brand-orange-ink")}
            >
              {followUp.text}
            </ResultFact>
          )}
        </ResultFacts>
        {client.tags.length > 0 && (
          <p className="flex flex-wrap gap-1.5">
            {client.tags.map((tag) => (
              <Badge key={tag} variant="outline" className="font-medium">
                {tag}
              </Badge>
            ))}
          </p>
        )}
      </div>
      <dl className="grid shrink-0 grid-cols-2 gap-4 border-t pt-3 text-sm sm:w-56 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-5">
        <div>
          <dt className="text-xs text-muted-foreground">Earned</dt>
          <dd className="font-display text-lg font-bold">{formatCents(client.earnedCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Last contact</dt>
          <dd className="font-medium">{dayText(client.lastContactAt)}</dd>
        </div>
      </dl>
    </ResultCard>
  );
}
