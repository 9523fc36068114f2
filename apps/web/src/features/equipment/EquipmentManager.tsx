import type { EquipmentItem } from "@skyhire/shared";
import { EQUIPMENT_MAX_ITEMS } from "@skyhire/shared";
import { PlusIcon, WrenchIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/features/clientJobs/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { EquipmentCard } from "./EquipmentCard";
import { EquipmentFormDialog } from "./EquipmentFormDialog";
import { useEquipment, useRemoveEquipment, useUpdateEquipment } from "./equipmentQueries";

type DialogState = { open: boolean; item: EquipmentItem | null };

/** The pilot's whole kit with add, edit, remove and main kit. */
export function EquipmentManager() {
  const list = useEquipment();
  const remove = useRemoveEquipment();
  const setMain = useUpdateEquipment();
  // The item stays set while a dialog closes, so its text does not change mid-animation.
  const [form, setForm] = useState<DialogState>({ open: false, item: null });
  const [removing, setRemoving] = useState<DialogState>({ open: false, item: null });
  const doomed = removing.item;
  const full = (list.data?.length ?? 0) >= EQUIPMENT_MAX_ITEMS;

  const addButton = (
    <Button
      variant="flare"
      onClick={() => setForm({ open: true, item: null })}
      disabled={full}
      title={full ? `You can list up to ${EQUIPMENT_MAX_ITEMS} items` : undefined}
    >
      <PlusIcon />
      Add equipment
    </Button>
  );

  const toggleMain = (item: EquipmentItem) =>
    setMain.mutate(
      { id: item.id, patch: { isMain: !item.isMain } },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.isMain ? "Marked as main kit" : "No longer main kit",
            description: saved.isMain
              ? `${saved.name} now shows first on your profile.`
              : `${saved.name} stays on your profile with the rest of your kit.`,
          }),
        onError: (error) =>
          toast({ title: "Couldn't save", description: error.message, variant: "destructive" }),
      },
    );

  return (
    <section aria-labelledby="equipment-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="equipment-heading" className="text-xl font-bold">
          Your equipment
          {list.data && list.data.length > 0 && (
            <span className="ml-2 text-base font-normal text-muted-foreground">
              ({list.data.length})
            </span>
          )}
        </h2>
        {addButton}
      </div>
      <QueryView query={list} errorMessage="We couldn't load your equipment.">
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={WrenchIcon} title="No equipment yet">
              Add the drones, cameras and sensors you fly with. Clients compare pilots by their kit,
              and your profile checklist needs at least one item.
            </EmptyState>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <EquipmentCard
                  key={item.id}
                  item={item}
                  onEdit={() => setForm({ open: true, item })}
                  onRemove={() => {
                    remove.reset();
                    setRemoving({ open: true, item });
                  }}
                  onToggleMain={() => toggleMain(item)}
                  isSavingMain={setMain.isPending && setMain.variables?.id === item.id}
                />
              ))}
            </div>
          )
        }
      </QueryView>

      <EquipmentFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        item={form.item}
      />
      <ConfirmDialog
        open={removing.open}
        onOpenChange={(open) => setRemoving((d) => ({ ...d, open }))}
        title={`Remove ${doomed?.name ?? "this item"}?`}
        description="It disappears from your profile. This can't be undone."
        confirmLabel="Remove equipment"
        pendingLabel="Removing..."
        confirmVariant="destructive"
        isPending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(doomed.id, {
            onSuccess: () => {
              setRemoving((d) => ({ ...d, open: false }));
              toast({ title: "Equipment removed", description: `${doomed.name} was removed.` });
            },
          });
        }}
      />
    </section>
  );
}
