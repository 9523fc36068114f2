import type { PropertyDto } from "@skyhire/shared";
import { Building2Icon, MapPinIcon } from "lucide-react";
import { Link } from "wouter";
import { ItemCard } from "@/components/page/ItemCard";
import { Badge } from "@/components/ui/badge";
import { JobStatusBadge } from "@/features/clientJobs/JobStatusBadge";
import { formatCents } from "@/features/jobs/jobRules";

type PropertyCardProps = {
  property: PropertyDto;
  onEdit: () => void;
  onDelete: () => void;
};

/** A property with its details and every job posted at it. */
export function PropertyCard({ property, onEdit, onDelete }: PropertyCardProps) {
  return (
    <ItemCard
      headingId={`property-${property.id}`}
      icon={Building2Icon}
      title={property.name}
      headingLevel={2}
      badge={property.propertyType && <Badge variant="outline">{property.propertyType}</Badge>}
      subtitle={
        property.address ? (
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="break-words">{property.address}</span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No address yet</p>
        )
      }
      onEdit={onEdit}
      onDelete={onDelete}
      deleteLabel={`Delete ${property.name}`}
      notes={property.notes}
      footer={
        <>
          <h3 className="mb-2 text-sm font-semibold">
            {property.jobs.length === 0
              ? "No jobs here yet"
              : `Jobs here (${property.jobs.length})`}
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
        </>
      }
    />
  );
}
