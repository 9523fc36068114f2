import { zodResolver } from "@hookform/resolvers/zod";
import type { EquipmentItem } from "@skyhire/shared";
import { useId } from "react";
import { describedBy, FieldMessages, FormField } from "@/components/forms/FormField";
import { FormDialog } from "@/components/forms/FormDialog";
import { TextareaField } from "@/components/forms/TextareaField";
import { useAddOrEditForm } from "@/components/forms/useAddOrEditForm";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/features/toast/toastStore";
import {
  EQUIPMENT_TYPE_OPTIONS,
  equipmentFormDefaults,
  equipmentFormSchema,
  parseWholeNumber,
  REMOTE_ID_OPTIONS,
  toEquipmentPayload,
} from "./equipmentForm";
import { useAddEquipment, useUpdateEquipment } from "./equipmentQueries";
import { WeatherLimitsFields } from "./WeatherLimitsFields";

const resolver = zodResolver(equipmentFormSchema);

type EquipmentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit, or null to add one. */
  item: EquipmentItem | null;
};

/** Add or edit one item: name, type, model, notes, and whether it is main kit. */
export function EquipmentFormDialog({ open, onOpenChange, item }: EquipmentFormDialogProps) {
  const ids = useId();
  const { form, submit, isPending, error } = useAddOrEditForm({
    open,
    item,
    resolver,
    defaults: equipmentFormDefaults,
    toPayload: toEquipmentPayload,
    add: useAddEquipment(),
    update: useUpdateEquipment(),
    onSaved: (saved) => {
      toast({
        title: item ? "Equipment updated" : "Equipment added",
        description: item
          ? `${saved.name} is saved.`
          : `${saved.name} is on your profile for clients to see.`,
      });
      onOpenChange(false);
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isDrone = watch("type") === "drone";
  const remoteIdKind = watch("remoteIdKind");

  const typeId = `${ids}-type`;
  const mainId = `${ids}-main`;
  const remoteIdId = `${ids}-remote-id`;
  const lightingId = `${ids}-lighting`;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? `Edit ${item.name}` : "Add equipment"}
      description="Drones, cameras, sensors and accessories you fly with. Clients see them on your profile; main kit is listed first."
      onSubmit={submit}
      isPending={isPending}
      error={error}
      submitLabel={item ? "Save changes" : "Add equipment"}
      pendingLabel="Saving..."
    >
      <FormField
        label="Name"
        placeholder="e.g. DJI Mavic 3 Pro"
        error={errors.name?.message}
        {...register("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={typeId}>Type</Label>
          <NativeSelect
            id={typeId}
            options={EQUIPMENT_TYPE_OPTIONS}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={describedBy(typeId, null, errors.type?.message)}
            {...register("type")}
          />
          <FieldMessages inputId={typeId} error={errors.type?.message} />
        </div>
        <FormField
          label="Model (optional)"
          placeholder="e.g. Mavic 3 Pro Cine"
          error={errors.model?.message}
          {...register("model")}
        />
      </div>
      {isDrone && (
        <fieldset className="space-y-4 rounded-lg border px-3 pt-2 pb-4">
          <legend className="px-1 text-sm font-semibold">FAA registration and Remote ID</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Takeoff weight in grams"
              type="number"
              inputMode="numeric"
              min={1}
              hint="From 250 g the drone must be registered (Part 48)."
              error={errors.weightGrams?.message}
              {...register("weightGrams", { setValueAs: parseWholeNumber })}
            />
            <FormField
              label="Registration number"
              placeholder="FA followed by 8 letters or digits"
              autoCapitalize="characters"
              error={errors.registrationNumber?.message}
              {...register("registrationNumber")}
            />
            <FormField
              label="Registration expires"
              type="date"
              hint="Registrations last 3 years."
              error={errors.registrationExpiresOn?.message}
              {...register("registrationExpiresOn")}
            />
            <div className="space-y-2">
              <Label htmlFor={remoteIdId}>Remote ID</Label>
              <NativeSelect
                id={remoteIdId}
                options={REMOTE_ID_OPTIONS}
                {...register("remoteIdKind")}
              />
              <FieldMessages
                inputId={remoteIdId}
                hint={
                  remoteIdKind === "none"
                    ? "Without Remote ID it may only fly inside a FRIA (Part 89)."
                    : undefined
                }
              />
            </div>
            {remoteIdKind === "broadcast_module" && (
              <FormField
                label="Broadcast module serial number"
                error={errors.remoteIdSerial?.message}
                {...register("remoteIdSerial")}
              />
            )}
          </div>
          <div className="flex items-start gap-3">
            <input
              id={lightingId}
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--brand-sky)]"
              {...register("antiCollisionLighting")}
            />
            <div className="space-y-0.5">
              <Label htmlFor={lightingId}>
                Anti-collision lighting visible for 3 statute miles
              </Label>
              <p className="text-sm text-muted-foreground">
                Needed to fly at night or in civil twilight (14 CFR 107.29).
              </p>
            </div>
          </div>
        </fieldset>
      )}
      {isDrone && <WeatherLimitsFields register={register} errors={errors.weatherLimits} />}
      <TextareaField
        label="Notes (optional)"
        placeholder="Payloads, batteries, certifications, what it is best at..."
        error={errors.notes?.message}
        {...register("notes")}
      />
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-3 py-3">
        <input
          id={mainId}
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--brand-sky)]"
          {...register("isMain")}
        />
        <div className="space-y-0.5">
          <Label htmlFor={mainId}>Main kit</Label>
          <p className="text-sm text-muted-foreground">
            What you fly most. Main kit shows first on your profile and on your dashboard.
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
