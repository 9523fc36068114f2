import { formatCents } from "@skyhire/shared";
import { MapPinIcon, StarIcon } from "lucide-react";
import { LoadError } from "@/components/page/LoadError";
import { Skeleton } from "@/components/ui/skeleton";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { ApiError } from "@/lib/api";
import { CrmDetailsForm } from "./CrmDetailsForm";
import { CrmHistory } from "./CrmHistory";
import { CrmNotes } from "./CrmNotes";
import { CrmStatusBadge } from "./CrmStatusBadge";
import { clientTitle, dayText, jobsTogetherText } from "./crmFormat";
import { useCrmClient } from "./crmQueries";

/** The side panel of one client: who, what together, tags and follow-up, notes, history. */
export function CrmClientPanel({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const detail = useCrmClient(clientId);
  const data = detail.data;
  return (
    <Sheet open={clientId !== ""} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full max-w-xl overflow-y-auto sm:w-[92%]">
        {data ? (
          <div className="space-y-6 p-5 pt-6 sm:p-6">
            <header className="space-y-2 pr-10">
              <div className="flex flex-wrap items-center gap-2">
                <SheetTitle className="text-xl font-bold">{clientTitle(data)}</SheetTitle>
                <CrmStatusBadge status={data.status} />
              </div>
              <SheetDescription>
                {[data.companyName ? data.contactName : null, data.industry]
                  .filter(Boolean)
                  .join(" · ")}
              </SheetDescription>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                {data.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPinIcon className="size-3.5" aria-hidden />
                    {data.location}
                  </span>
                )}
                <span>Member since {dayText(data.memberSince)}</span>
                {data.rating !== null && (
                  <span className="inline-flex items-center gap-1">
                    <StarIcon
                      className="size-3.5 fill-brand-orange-ink text-brand-orange-ink"
                      aria-hidden
                    />
                    Rated you {data.rating.toFixed(1)} ({data.ratingCount})
                  </span>
                )}
              </p>
            </header>
            <dl className="grid grid-cols-3 gap-2 rounded-xl border bg-card p-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Earned</dt>
                <dd className="font-display text-lg font-bold">{formatCents(data.earnedCents)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Jobs</dt>
                <dd className="font-display text-lg font-bold">{data.jobs.total}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last contact</dt>
                <dd className="font-medium">{dayText(data.lastContactAt)}</dd>
              </div>
              <p className="col-span-3 text-xs text-muted-foreground">
                {jobsTogetherText(data.jobs)}
              </p>
            </dl>
            <CrmDetailsForm
              key={`${data.tags.join(",")}|${data.followUpOn ?? ""}`}
              clientId={clientId}
              tags={data.tags}
              followUpOn={data.followUpOn}
            />
            <CrmNotes clientId={clientId} notes={data.notes} />
            <CrmHistory jobs={data.history} />
          </div>
        ) : (
          <div className="space-y-4 p-6">
            <SheetTitle className="pr-10">
              {detail.isError ? "Client not available" : "Loading client..."}
            </SheetTitle>
            <SheetDescription className="sr-only">The client's details</SheetDescription>
            {detail.isError ? (
              detail.error instanceof ApiError && detail.error.status === 404 ? (
                <p className="text-sm text-muted-foreground">
                  This client isn't in your CRM. Clients appear once you apply to, are invited to,
                  or fly one of their jobs.
                </p>
              ) : (
                <LoadError
                  message="We couldn't load this client."
                  onRetry={() => void detail.refetch()}
                />
              )
            ) : (
              <>
                <Skeleton className="h-16 w-full rounded-xl" />
                <Skeleton className="h-40 w-full rounded-xl" />
              </>
            )}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
