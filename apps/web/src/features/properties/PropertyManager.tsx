import type { PropertyDto } from "@skyhire/shared";
import { Building2Icon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/features/clientJobs/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { PropertyCard } from "./PropertyCard";
import { PropertyFormDialog } from "./PropertyFormDialog";
import { useDeleteProperty, useProperties, usePropertySummary } from "./propertyQueries";
import { PropertySummaryTiles } from "./PropertySummaryTiles";

type Dialog = { open: boolean; property: PropertyDto | null };

function jobsText(count: number): string {
  return count === 1 ? "Its job stays" : `Its ${count} jobs stay`;
}

/** Summary tiles, then the properties with add, edit and delete. */
export function PropertyManager() {
  const summary = usePropertySummary();
  const list = useProperties();
  const remove = useDeleteProperty();
  // The property stays set while a dialog closes, so its text does not change mid-animation.
  const [form, setForm] = useState<Dialog>({ open: false, property: null });
  const [deleting, setDeleting] = useState<Dialog>({ open: false, property: null });
  const doomed = deleting.property;

  const addButton = (
    <Button variant="flare" onClick={() => setForm({ open: true, property: null })}>
      <PlusIcon />
      Add property
    </Button>
  );

  return (
    <div className="space-y-8">
      <QueryView query={summary} errorMessage="We couldn't load your property summary.">
        {(data) => <PropertySummaryTiles summary={data} />}
      </QueryView>

      <section aria-labelledby="properties-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="properties-heading" className="text-xl font-bold">
            Your properties
          </h2>
          {addButton}
        </div>
        <QueryView query={list} errorMessage="We couldn't load your properties.">
          {(properties) =>
            properties.length === 0 ? (
              <EmptyState icon={Building2Icon} title="No properties yet">
                Add the sites you have flown more than once, then link jobs to them to follow every
                shoot at each place.
              </EmptyState>
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {properties.map((property) => (
                  <PropertyCard
                    key={property.id}
                    property={property}
                    onEdit={() => setForm({ open: true, property })}
                    onDelete={() => {
                      remove.reset();
                      setDeleting({ open: true, property });
                    }}
                  />
                ))}
              </div>
            )
          }
        </QueryView>
      </section>

      <PropertyFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        property={form.property}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((d) => ({ ...d, open }))}
        title={`Delete ${doomed?.name ?? "this property"}?`}
        description={
          doomed && doomed.jobs.length > 0
            ? `${jobsText(doomed.jobs.length)} on your account, no longer linked to a property. This can't be undone.`
            : "This can't be undone."
        }
        confirmLabel="Delete property"
        pendingLabel="Deleting..."
        confirmVariant="destructive"
        isPending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(doomed.id, {
            onSuccess: () => {
              setDeleting((d) => ({ ...d, open: false }));
              toast({ title: "Property deleted", description: `${doomed.name} was removed.` });
            },
          });
        }}
      />
    </div>
  );
}
