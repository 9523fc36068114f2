import type { JobDetail } from "@skyhire/shared";
import {
  BanIcon,
  BriefcaseIcon,
  CalendarIcon,
  EyeOffIcon,
  MailOpenIcon,
  MapPinIcon,
  NavigationIcon,
  PartyPopperIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LazyPart } from "@/components/page/LazyPart";
import { ViewerTimeText } from "@/components/page/ViewerTimeText";
import { showsDelivery } from "@/features/delivery/party";
import { LazyReportDialog } from "@/features/moderation/LazyReportDialog";
import { jobWhenText, postedAgo } from "../jobDates";
import {
  deliverableLabel,
  milesAwayText,
  proposalsText,
  requirementLabel,
  serviceTypeLabel,
} from "../jobFormat";
import { formatCents } from "../jobRules";
import { JobStatusBadge } from "../JobStatusBadge";
import { ClientSummaryCard } from "./ClientSummaryCard";
import { JobLocationMap } from "./JobLocationMap";
import {
  AirspaceAuthorizationsCard,
  ClientPanel,
  FlightConditionsPanel,
  FlightPlanCard,
  JobDeliverySection,
  jobPartsShown,
  PilotPanel,
  RescheduleCard,
  usePrefetchJobParts,
} from "./jobParts";

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // dt and dd are the group's only children (a screen reader pairs them); the icon sits in dt.
    <div className="relative min-w-0 rounded-xl border bg-card py-3 pr-3 pl-10 sm:py-4 sm:pr-4 sm:pl-12">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <Icon
          className="absolute top-3.5 left-3 size-5 text-brand-sky sm:top-4.5 sm:left-4"
          aria-hidden
        />
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}

function Banner({
  icon: Icon,
  tone,
  children,
}: {
  icon: LucideIcon;
  tone: "sky" | "flare" | "muted";
  children: ReactNode;
}) {
  const tones = {
    sky: "border-brand-sky/40 bg-brand-sky-soft/60",
    flare: "border-brand-orange/40 bg-brand-orange/10",
    muted: "border-border bg-muted/60",
  };
  return (
    <div
      role="status"
      className={`mb-6 flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm ${tones[tone]}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

/** A job's page: everything about it, and what the viewer (its client or a pilot) can do. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const isClient = job.viewerRole === "client";
  const { hired, withPilot, conditions } = jobPartsShown(job);
  const away = milesAwayText(job.distanceMiles);
  usePrefetchJobParts(job);

  return (
    <>
      {!isClient && job.invited && !job.myApplication && job.status === "open" && (
        <Banner icon={MailOpenIcon} tone="sky">
          <p className="font-semibold">You were invited</p>
          <p className="text-muted-foreground">
            {job.client.companyName ?? "The client"} asked you to apply for this job.
          </p>
        </Banner>
      )}
      {hired && job.status !== "cancelled" && (
        <Banner icon={PartyPopperIcon} tone="flare">
          <p className="font-semibold">You're hired for this job</p>
          <p className="text-muted-foreground">
            It's on your{" "}
            <Link href="/pilot/active-jobs" className="font-semibold text-brand-sky underline">
              active missions
            </Link>{" "}
            and{" "}
            <Link href="/pilot/schedule" className="font-semibold text-brand-sky underline">
              schedule
            </Link>
            .
          </p>
        </Banner>
      )}
      {isClient && job.hidden && (
        <Banner icon={EyeOffIcon} tone="muted">
          <p className="font-semibold">An operator took this job off the board</p>
          <p>{job.hidden.reason}</p>
          <p className="text-muted-foreground">
            Pilots can't find it or apply while it is hidden; applications you already have and any
            payment are untouched.
          </p>
        </Banner>
      )}
      {job.status === "cancelled" && (
        <Banner icon={BanIcon} tone="muted">
          <p className="font-semibold">This job was cancelled</p>
          <p className="text-muted-foreground">
            {isClient
              ? "Pilots who applied were told."
              : "The client cancelled it; nothing more is needed from you."}
          </p>
        </Banner>
      )}

      <header className="mb-8 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={job.status} />
          <Badge variant="sky">{serviceTypeLabel(job.serviceType)}</Badge>
          {job.property && <Badge variant="outline">{job.property.name}</Badge>}
        </div>
        <h1 className="text-3xl font-bold sm:text-4xl">{job.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-h-5 text-sm text-muted-foreground">
            <ViewerTimeText text={() => `Posted ${postedAgo(job.createdAt)}`} />
          </p>
          {!isClient && <LazyReportDialog targetType="job" targetId={job.id} />}
        </div>
      </header>
      {showsDelivery(job) && (
        <LazyPart fallback={<Skeleton className="mb-8 h-40 rounded-xl" />}>
          <JobDeliverySection job={job} />
        </LazyPart>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        {/* Phones: facts, then what the viewer can do, then the rest. */}
        <dl className="grid grid-cols-2 gap-3 lg:col-start-1 lg:row-start-1">
          <Fact icon={WalletIcon} label="Budget">
            <span className="font-display text-xl">{formatCents(job.budget)}</span>
          </Fact>
          <Fact icon={CalendarIcon} label="When">
            <ViewerTimeText text={() => jobWhenText(job)} />
          </Fact>
          <Fact icon={MapPinIcon} label="Location">
            {job.location ?? "Not given"}
            {away && (
              <span className="mt-0.5 flex items-center gap-1 text-sm font-normal text-muted-foreground">
                <NavigationIcon className="size-3.5" aria-hidden />
                {away}
              </span>
            )}
          </Fact>
          {job.status === "open" ? (
            <Fact icon={UsersIcon} label="Proposals">
              {proposalsText(job.pendingApplications)}
            </Fact>
          ) : (
            <Fact icon={BriefcaseIcon} label="Service">
              {serviceTypeLabel(job.serviceType)}
            </Fact>
          )}
        </dl>
        <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <LazyPart fallback={<Skeleton className="h-48 rounded-xl" />}>
            {isClient ? <ClientPanel job={job} /> : <PilotPanel job={job} />}
          </LazyPart>
          <ClientSummaryCard client={job.client} />
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Description</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-relaxed whitespace-pre-line">
                {job.description ?? "The client didn't add a description."}
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-base">Deliverables and requirements</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="mb-2 text-sm font-medium text-muted-foreground">Deliverables</h3>
                <ul className="flex flex-wrap gap-2">
                  {job.deliverables.map((d) => (
                    <li key={d}>
                      <Badge variant="sky">{deliverableLabel(d)}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-2 text-sm font-medium text-muted-foreground">Requirements</h3>
                {job.requirements.length === 0 ? (
                  <p className="text-sm">No special requirements</p>
                ) : (
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {job.requirements.map((r) => (
                      <li key={r}>{requirementLabel(r, job.insuranceMinimum)}</li>
                    ))}
                  </ul>
                )}
              </div>
            </CardContent>
          </Card>

          <LazyPart fallback={<Skeleton className="h-48 rounded-xl" />}>
            <FlightPlanCard job={job} canPlan={hired} />
            {withPilot && <RescheduleCard job={job} me={isClient ? "client" : "pilot"} />}
            {withPilot && <AirspaceAuthorizationsCard job={job} isPilot={hired} />}
            {conditions && <FlightConditionsPanel jobId={job.id} />}
          </LazyPart>

          {job.location && job.lat !== null && job.lng !== null && (
            <section aria-label="Location">
              <h2 className="mb-3 text-base font-semibold">Where</h2>
              <JobLocationMap location={job.location} lat={job.lat} lng={job.lng} />
              <p className="mt-2 text-xs text-muted-foreground">
                Approximate area. The client shares the exact address with the pilot they hire.
              </p>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

export function JobDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading job" className="space-y-6">
      <Skeleton className="h-6 w-40 rounded-full" />
      <Skeleton className="h-10 w-3/4" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-48 rounded-xl" />
        </div>
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
