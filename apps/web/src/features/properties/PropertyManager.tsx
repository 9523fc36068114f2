import type { PropertyDto } from "@skyhire/shared";
import { Building2Icon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { ManagedList } from "@/components/page/ManagedList";
import { QueryView } from "@/components/page/QueryView";
import { toast } from "@/features/toast/toastStore";
import { PropertyCard } from "./PropertyCard";
import { PropertyFormDialog } from "./PropertyFormDialog";
import { useDeleteProperty, useProperties, usePropertySummary } from "./propertyQueries";
import { PropertySummaryTiles } from "./PropertySummaryTiles";

function jobsText(count: number): string {
  return count === 1 ? "Its job stays" : `Its ${count} jobs stay`;
}

function deleteDescription(property: PropertyDto | null): string {
  return property && property.jobs.length > 0
    ? `${jobsText(property.jobs.length)} on your account, no longer linked to a property. This can't be undone.`
    : "This can't be undone.";
}

/** Summary tiles, then the properties with add, edit and delete. */
export function PropertyManager() {
  const summary = usePropertySummary();
  const list = useProperties();
  const remove = useDeleteProperty();

  return (
    <div className="space-y-8">
      <QueryView query={summary} errorMessage="We couldn't load your property summary.">
        {(data) => <PropertySummaryTiles summary={data} />}
      </QueryView>

      <ManagedList
        headingId="properties-heading"
        heading="Your properties"
        addLabel="Add property"
        query={list}
        errorMessage="We couldn't load your properties."
        empty={
          <EmptyState icon={Building2Icon} title="No properties yet">
            Add the sites you have flown more than once, then link jobs to them to follow every
            shoot at each place.
          </EmptyState>
        }
        gridClassName="md:grid-cols-2"
        renderItem={(property, { onEdit, onDelete }) => (
          <PropertyCard key={property.id} property={property} onEdit={onEdit} onDelete={onDelete} />
        )}
        renderForm={({ item, ...dialog }) => <PropertyFormDialog {...dialog} property={item} />}
        remove={remove}
        deleteConfirm={{
          title: (property) => `Delete ${property?.name ?? "this property"}?`,
          description: deleteDescription,
          confirmLabel: "Delete property",
          pendingLabel: "Deleting...",
        }}
        onDeleted={(property) =>
          toast({ title: "Property deleted", description: `${property.name} was removed.` })
        }
      />
    </div>
  );
}
