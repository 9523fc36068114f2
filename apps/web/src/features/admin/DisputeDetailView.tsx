import { jobStatusLabel, type AdminDisputeDetail } from "@skyhire/shared";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime, formatMoney } from "@/features/checkout/money";
import { DeliveryFileList } from "@/features/delivery/DeliveryFileList";
import { resolutionText } from "@/features/delivery/DisputeSummary";
import { FileGallery } from "@/features/delivery/FileGallery";
import { JobStatusBadge } from "@/features/jobs/JobStatusBadge";
import { ResolvePanel } from "./ResolvePanel";

type Party = AdminDisputeDetail["client"];

function PartyCard({ role, party }: { role: string; party: Party }) {
  return (
    <div className="min-w-0 space-y-0.5 rounded-xl border bg-muted/30 p-4 text-sm">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{role}</p>
      <p className="font-medium break-words">{party.name}</p>
      {party.organisation && <p className="break-words">{party.organisation}</p>}
      <a href={`mailto:${party.email}`} className="break-all text-brand-sky hover:underline">
        {party.email}
      </a>
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Everything an operator needs to decide a dispute, and the decision itself. */
export function DisputeDetailView({ detail }: { detail: AdminDisputeDetail }) {
  const { dispute, job, money } = detail;
  const open = dispute.status === "open";
  return (
    <div className="space-y-6">
      <Link
        href="/admin"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        All disputes
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={job.status} />
          <span className="text-sm text-muted-foreground">
            Dispute opened by the {dispute.openedBy} {formatDateTime(dispute.createdAt)}
          </span>
        </div>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{job.title}</h1>
        <Link
          href={`/jobs/${job.id}`}
          className="text-sm font-medium text-brand-sky hover:underline"
        >
          Job page
        </Link>
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Section title="The complaint">
            <p className="text-sm break-words whitespace-pre-line">{dispute.reason}</p>
          </Section>
          <div className="grid gap-3 sm:grid-cols-2">
            <PartyCard role="Client" party={detail.client} />
            <PartyCard role="Pilot" party={detail.pilot} />
          </div>
          <Section
            title={`Evidence (${detail.evidence.length})`}
            description="Files either party added to the dispute."
          >
            {detail.evidence.length === 0 ? (
              <p className="text-sm text-muted-foreground">No evidence added yet.</p>
            ) : (
              <DeliveryFileList files={detail.evidence} />
            )}
          </Section>
          <Section
            title={`Deliverables (${detail.deliverables.length})`}
            description="What the pilot uploaded, every delivery round."
          >
            {detail.deliverables.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing was delivered.</p>
            ) : (
              <FileGallery files={detail.deliverables} />
            )}
          </Section>
          <Section title="History">
            {detail.history.length === 0 ? (
              <p className="text-sm text-muted-foreground">No changes recorded for this job.</p>
            ) : (
              <ol className="space-y-3 border-l pl-4 text-sm">
                {detail.history.map((entry, index) => (
                  <li key={index} className="relative">
                    <span
                      className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand-sky"
                      aria-hidden
                    />
                    <p>
                      <span className="font-medium">{entry.actor ?? "SkyHire"}</span>{" "}
                      {entry.fromStatus
                        ? `moved it from ${jobStatusLabel(entry.fromStatus)} to ${jobStatusLabel(entry.toStatus)}`
                        : `created it (${jobStatusLabel(entry.toStatus)})`}{" "}
                      <span className="text-muted-foreground">
                        ({entry.event.replace(/_/g, " ")})
                      </span>
                    </p>
                    {entry.note && (
                      <p className="break-words whitespace-pre-line text-muted-foreground">
                        “{entry.note}”
                      </p>
                    )}
                    <p className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</p>
                  </li>
                ))}
              </ol>
            )}
          </Section>
          {detail.otherDisputes.length > 0 && (
            <Section title="Earlier disputes on this job">
              <ul className="space-y-3 text-sm">
                {detail.otherDisputes.map((other) => (
                  <li key={other.id} className="rounded-xl border p-3">
                    <p className="text-xs text-muted-foreground">
                      Opened by the {other.openedBy} {formatDateTime(other.createdAt)}
                    </p>
                    <p className="break-words">{other.reason}</p>
                    {other.status === "resolved" && (
                      <p className="mt-1 text-muted-foreground">{resolutionText(other)}</p>
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <aside className="space-y-6 lg:self-start">
          {money ? (
            <Section title="Money">
              <dl className="space-y-2 text-sm">
                {(
                  [
                    ["Agreed price", money.priceCents],
                    ["Client's service fee", money.clientFeeCents],
                    ["Client paid", money.clientTotalCents],
                    ["Pilot's commission", money.pilotCommissionCents],
                    ["Pilot's net if paid in full", money.pilotNetCents],
                    ["Held in escrow now", money.heldCents],
                  ] as const
                ).map(([label, cents]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="font-medium tabular-nums">{formatMoney(cents)}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          ) : (
            <Section title="Money">
              <p className="text-sm text-muted-foreground">
                This job was never paid for: there is no escrow to split.
              </p>
            </Section>
          )}
          {open && money && money.heldCents > 0 ? (
            <ResolvePanel detail={detail} money={money} />
          ) : !open ? (
            <Section title="Resolved">
              <div className="space-y-2 text-sm">
                <p className="text-muted-foreground">{formatDateTime(dispute.resolvedAt)}</p>
                <p>{resolutionText(dispute)}</p>
                {dispute.resolutionNote && (
                  <p className="break-words whitespace-pre-line text-muted-foreground">
                    “{dispute.resolutionNote}”
                  </p>
                )}
              </div>
            </Section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
