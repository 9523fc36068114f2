import type { PropertyDto } from "@skyhire/shared";
import { Building2Icon, MapPinIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { JobStatusBadge } from "@/features/clientJobs/JobStatusBadge";
import { formatCents } from "@/features/jobs/jobRules";

type PropertyCardProps = {
  property: PropertyDto;
  onEdit: () => void;
  onDelete: () => void;
};

/** A property with its details and every job posted at it. */
export function PropertyCard({ property, onEdit, onDelete }: PropertyCardProps) {
  const headingId = `property-${property.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border bg-card"
    >
      <div className="flex items-start gap-3 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
          <Building2Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg leading-tight font-semibold break-words">
              {property.name}
            </h2>
            {property.propertyType && <Badge variant="outline">{property.propertyType}</Badge>}
          </div>
          {property.address ? (
            <p className="flex items-start gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <span className="break-words">{property.address}</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No address yet</p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${property.name}`}>
            <PencilIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${property.name}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon />
          </Button>
        </div>
      </div>
      {property.notes && (
        <p className="mx-5 mb-4 rounded-lg bg-muted/60 px-3 py-2 text-sm whitespace-pre-line">
          {property.notes}
        </p>
      )}
      <div className="mt-auto border-t px-5 py-4">
        <h3 className="mb-2 text-sm font-semibold">
          {property.jobs.length === 0 ? "No jobs here yet" : `Jobs here (${property.jobs.length})`}
        </h3>
        {property.jobs.length > 0 && (
          <ul className="space-y-2" aria-label={`Jobs at ${property.name}`}>
            {property.jobs.map((job) => (
              <li key={job.id} className="flex items-center justify-between gap-3 text-sm">
                <Link
                  href={`/jobs/${job.id}`}
                  className="min-w-0 truncate font-medium text-brand-sky hover:underline"
                >
                  {job.title}
                </Link>
                <span className="flex shrink-0 items-center gap-2">
                  <span className="hidden text-muted-foreground sm:inline">
                    {formatCents(job.budget)}
                  </span>
                  <JobStatusBadge status={job.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
