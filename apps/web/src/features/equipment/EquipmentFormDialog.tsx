import { zodResolver } from "@hookform/resolvers/zod";
import type { EquipmentItem } from "@skyhire/shared";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
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
import { NativeSelect } from "@/features/pilots/NativeSelect";
import { toast } from "@/features/toast/toastStore";
import {
  EQUIPMENT_TYPE_OPTIONS,
  equipmentFormDefaults,
  equipmentFormSchema,
  toEquipmentPayload,
  type EquipmentFormInput,
  type EquipmentFormOutput,
} from "./equipmentForm";
import { useAddEquipment, useUpdateEquipment } from "./equipmentQueries";

type EquipmentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit, or null to add one. */
  item: EquipmentItem | null;
};

/** Add or edit one item: name, type, model, notes, and whether it is main kit. */
export function EquipmentFormDialog({ open, onOpenChange, item }: EquipmentFormDialogProps) {
  const ids = useId();
  const add = useAddEquipment();
  const update = useUpdateEquipment();
  const save = item ? update : add;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EquipmentFormInput, unknown, EquipmentFormOutput>({
    resolver: zodResolver(equipmentFormSchema),
    defaultValues: equipmentFormDefaults(item),
  });

  // Each opening starts from the item as saved (or blank), not from an abandoned edit.
  useEffect(() => {
    if (open) {
      reset(equipmentFormDefaults(item));
      add.reset();
      update.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened or retargeted
  }, [open, item]);

  const onSubmit = (values: EquipmentFormOutput) => {
    const payload = toEquipmentPayload(values);
    const done = {
      onSuccess: (saved: EquipmentItem) => {
        toast({
          title: item ? "Equipment updated" : "Equipment added",
          description: item
            ? `${saved.name} is saved.`
            : `${saved.name} is on your profile for clients to see.`,
        });
        onOpenChange(false);
      },
    };
    if (item) update.mutate({ id: item.id, patch: payload }, done);
    else add.mutate(payload, done);
  };

  const typeId = `${ids}-type`;
  const notesId = `${ids}-notes`;
  const mainId = `${ids}-main`;
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? `Edit ${item.name}` : "Add equipment"}</DialogTitle>
          <DialogDescription>
            Drones, cameras, sensors and accessories you fly with. Clients see them on your profile;
            main kit is listed first.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
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
          <div className="space-y-2">
            <Label htmlFor={notesId}>Notes (optional)</Label>
            <Textarea
              id={notesId}
              rows={3}
              className="min-h-20"
              placeholder="Payloads, batteries, certifications, what it is best at..."
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy(notesId, null, errors.notes?.message)}
              {...register("notes")}
            />
            <FieldMessages inputId={notesId} error={errors.notes?.message} />
          </div>
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
              {save.isPending ? "Saving..." : item ? "Save changes" : "Add equipment"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
