import type { ClientPage } from "@skyhire/shared";
import { ArrowLeftIcon, BriefcaseIcon, MapPinIcon, StarIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { Badge } from "@/components/ui/badge";
import { BoardJobCard } from "@/features/jobs/board/BoardJobCard";
import { clientPlace, clientTitle, memberSinceText } from "./clientFormat";

/** A client's page for pilots: who they are, how they hire, and their open jobs. */
export function ClientOverview({ client }: { client: ClientPage }) {
  const place = clientPlace(client);
  const facts = [
    { label: "Open jobs", value: String(client.openJobs) },
    { label: "Jobs posted", value: String(client.jobsPosted) },
    { label: "Pilots hired", value: String(client.hires) },
    {
      label: "Pilot rating",
      value: client.rating === null ? "—" : client.rating.toFixed(1),
      hint:
        client.rating === null
          ? "No reviews yet"
          : `${client.reviewCount} ${client.reviewCount === 1 ? "review" : "reviews"}`,
    },
  ];
  return (
    <div className="space-y-8">
      <Link
        href="/clients"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        All clients
      </Link>
      <header className="space-y-3">
        {client.industry && <Badge variant="sky">{client.industry}</Badge>}
        <h1 className="text-3xl font-bold break-words sm:text-4xl">{clientTitle(client)}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {client.companyName && <span>Contact: {client.contactName}</span>}
          {place && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4" aria-hidden />
              {place}
            </span>
          )}
          <span>{memberSinceText(client.memberSince)}</span>
        </p>
      </header>
      <dl aria-label="Hiring record" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl border bg-card p-4">
            <dt className="text-sm font-medium text-muted-foreground">{fact.label}</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 font-display text-2xl font-bold">
              {fact.label === "Pilot rating" && client.rating !== null && (
                <StarIcon
                  className="size-5 fill-brand-orange-ink text-brand-orange-ink"
                  aria-hidden
                />
              )}
              {fact.value}
            </dd>
            {fact.hint && <dd className="text-xs text-muted-foreground">{fact.hint}</dd>}
          </div>
        ))}
      </dl>
      <section aria-labelledby="client-open-jobs" className="space-y-4">
        <h2 id="client-open-jobs" className="text-xl font-bold">
          Open jobs
        </h2>
        {client.jobs.length === 0 ? (
          <EmptyState
            icon={BriefcaseIcon}
            title="No open jobs right now"
            action={<LinkButton href="/jobs">Browse the job board</LinkButton>}
          >
            This client has no job taking quotes at the moment.
          </EmptyState>
        ) : (
          <ul aria-label="Open jobs" className="grid gap-4 md:grid-cols-2">
            {client.jobs.map((job) => (
              <li key={job.id}>
                <BoardJobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
