import { zodResolver } from "@hookform/resolvers/zod";
import { propertyRequestSchema, type PropertyDto, type PropertyRequest } from "@skyhire/shared";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy, FieldMessages, FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/features/toast/toastStore";
import { useCreateProperty, useUpdateProperty } from "./propertyQueries";
import { PROPERTY_TYPE_SUGGESTIONS } from "./propertyTypes";

type FormValues = z.input<typeof propertyRequestSchema>;

const emptyForm = (property: PropertyDto | null): FormValues => ({
  name: property?.name ?? "",
  address: property?.address ?? "",
  propertyType: property?.propertyType ?? "",
  notes: property?.notes ?? "",
});

/** Empty optional fields are sent as null, which also clears them on an edit. */
export function toPropertyPayload(values: PropertyRequest): PropertyRequest {
  return {
    name: values.name,
    address: values.address || null,
    propertyType: values.propertyType || null,
    notes: values.notes || null,
  };
}

type PropertyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The property to edit, or null to add one. */
  property: PropertyDto | null;
};

/** Add or edit a property: name, address, type and notes. */
export function PropertyFormDialog({ open, onOpenChange, property }: PropertyFormDialogProps) {
  const ids = useId();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const save = property ? update : create;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, PropertyRequest>({
    resolver: zodResolver(propertyRequestSchema),
    defaultValues: emptyForm(property),
  });

  // Each opening starts from the property as saved (or blank), not from an abandoned edit.
  useEffect(() => {
    if (open) {
      reset(emptyForm(property));
      create.reset();
      update.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened or retargeted
  }, [open, property]);

  const onSubmit = (values: PropertyRequest) => {
    const input = toPropertyPayload(values);
    const done = {
      onSuccess: (saved: PropertyDto) => {
        toast({
          title: property ? "Property updated" : "Property added",
          description: property
            ? `${saved.name} is saved.`
            : `${saved.name} is on your list. Link it when you post a job there.`,
        });
        onOpenChange(false);
      },
    };
    if (property) update.mutate({ id: property.id, input }, done);
    else create.mutate(input, done);
  };

  const notesId = `${ids}-notes`;
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{property ? `Edit ${property.name}` : "Add a property"}</DialogTitle>
          <DialogDescription>
            A site you fly again and again: a listing, a building, a farm. Link jobs to it when you
            post them, and follow every shoot there from this page.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
          <FormField
            label="Name"
            placeholder="e.g. Lakeview Estate"
            error={errors.name?.message}
            {...register("name")}
          />
          <FormField
            label="Address (optional)"
            autoComplete="street-address"
            placeholder="e.g. 4100 Lakeview Dr, Austin, TX"
            hint="Street, city, state and ZIP code."
            error={errors.address?.message}
            {...register("address")}
          />
          <FormField
            label="Type (optional)"
            list={`${ids}-types`}
            placeholder="e.g. Residential"
            error={errors.propertyType?.message}
            {...register("propertyType")}
          />
          <datalist id={`${ids}-types`}>
            {PROPERTY_TYPE_SUGGESTIONS.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <div className="space-y-2">
            <Label htmlFor={notesId}>Notes (optional)</Label>
            <Textarea
              id={notesId}
              rows={3}
              className="min-h-20"
              placeholder="Access, gate codes, where to take off, who to call on site..."
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy(notesId, null, errors.notes?.message)}
              {...register("notes")}
            />
            <FieldMessages inputId={notesId} error={errors.notes?.message} />
          </div>
          {save.error && <Alert>{save.error.message}</Alert>}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={save.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : property ? "Save changes" : "Add property"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
