import { zodResolver } from "@hookform/resolvers/zod";
import { propertyRequestSchema, type PropertyDto, type PropertyRequest } from "@skyhire/shared";
import { useId } from "react";
import type { z } from "zod";
import { FormDialog } from "@/components/forms/FormDialog";
import { FormField } from "@/components/forms/FormField";
import { TextareaField } from "@/components/forms/TextareaField";
import { useAddOrEditForm } from "@/components/forms/useAddOrEditForm";
import { toast } from "@/features/toast/toastStore";
import { useCreateProperty, useUpdateProperty } from "./propertyQueries";
import { PROPERTY_TYPE_SUGGESTIONS } from "./propertyTypes";

type FormValues = z.input<typeof propertyRequestSchema>;
const resolver = zodResolver(propertyRequestSchema);

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
  const { form, submit, isPending, error } = useAddOrEditForm({
    open,
    item: property,
    resolver,
    defaults: emptyForm,
    toPayload: toPropertyPayload,
    add: useCreateProperty(),
    update: useUpdateProperty(),
    onSaved: (saved) => {
      toast({
        title: property ? "Property updated" : "Property added",
        description: property
          ? `${saved.name} is saved.`
          : `${saved.name} is on your list. Link it when you post a job there.`,
      });
      onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={property ? `Edit ${property.name}` : "Add a property"}
      description="A site you fly again and again: a listing, a building, a farm. Link jobs to it when you post them, and follow every shoot there from this page."
      onSubmit={submit}
      isPending={isPending}
      error={error}
      submitLabel={property ? "Save changes" : "Add property"}
      pendingLabel="Saving..."
    >
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
      <TextareaField
        label="Notes (optional)"
        placeholder="Access, gate codes, where to take off, who to call on site..."
        error={errors.notes?.message}
        {...register("notes")}
      />
    </FormDialog>
  );
}
