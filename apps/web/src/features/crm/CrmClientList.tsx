import { formatCents, type CrmClient } from "@skyhire/shared";
import { BellRingIcon, MapPinIcon, StarIcon, StickyNoteIcon } from "lucide-react";
import { Link } from "wouter";
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
    <article className="group relative flex flex-col gap-3 rounded-2xl border bg-card p-4 transition-[border-color,box-shadow] hover:border-brand-sky/50 hover:shadow-[0_12px_32px_-20px_rgb(11_26_58/0.35)] sm:flex-row sm:items-center sm:gap-5 sm:p-5">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base leading-snug font-semibold">
            <Link
              href={href}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
            >
              {title}
            </Link>
          </h3>
          <CrmStatusBadge status={client.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {client.companyName ? `${client.contactName} · ` : ""}
          {jobsTogetherText(client.jobs)}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {client.location && (
            <li className="inline-flex items-center gap-1">
              <MapPinIcon className="size-3.5" aria-hidden />
              {client.location}
            </li>
          )}
          {client.rating !== null && (
            <li className="inline-flex items-center gap-1">
              <StarIcon className="size-3.5 fill-brand-orange text-brand-orange" aria-hidden />
              Rated you {client.rating.toFixed(1)}
            </li>
          )}
          {client.noteCount > 0 && (
            <li className="inline-flex items-center gap-1">
              <StickyNoteIcon className="size-3.5" aria-hidden />
              {client.noteCount} {client.noteCount === 1 ? "note" : "notes"}
            </li>
          )}
          {followUp && (
            <li
              className={cn(
                "inline-flex items-center gap-1",
                followUp.due && "font-semibold text-brand-orange",
              )}
            >
              <BellRingIcon className="size-3.5" aria-hidden />
              {followUp.text}
            </li>
          )}
        </ul>
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
    </article>
  );
}
