import { lazyDateFormat, type JobDetail } from "@skyhire/shared";
import { BuildingIcon, StarIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The month the account was made, in UTC: the same for every viewer, and for the server that
// draws this page before the app runs (routes/prerender.tsx).
const MONTH_YEAR = lazyDateFormat({ month: "long", year: "numeric", timeZone: "UTC" });

/** Who posted the job: what a pilot weighs before sending a proposal. */
export function ClientSummaryCard({ client }: { client: JobDetail["client"] }) {
  const since = new Date(client.memberSince);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">About the client</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
            <BuildingIcon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{client.companyName ?? "Private client"}</p>
            {client.location && <p className="text-muted-foreground">{client.location}</p>}
          </div>
        </div>
        <p>
          {client.rating === null ? (
            <span className="text-muted-foreground">No ratings yet</span>
          ) : (
            <span
              role="img"
              className="inline-flex items-center gap-1"
              aria-label={`Rated ${client.rating.toFixed(1)} out of 5 by pilots`}
            >
              <StarIcon className="size-4 fill-star text-star" aria-hidden />
              <span className="font-semibold">{client.rating.toFixed(1)}</span>
              <span className="text-muted-foreground">from pilots</span>
            </span>
          )}
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted-foreground">Jobs posted</dt>
            <dd className="font-semibold">{client.jobsPosted}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pilots hired</dt>
            <dd className="font-semibold">{client.hires}</dd>
          </div>
          {!Number.isNaN(since.getTime()) && (
            <div className="col-span-2">
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="font-semibold">{MONTH_YEAR.format(since)}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
