import type { EquipmentItem } from "@skyhire/shared";
import { EQUIPMENT_MAX_ITEMS } from "@skyhire/shared";
import { WrenchIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { ManagedList } from "@/components/page/ManagedList";
import { toast } from "@/features/toast/toastStore";
import { EquipmentCard } from "./EquipmentCard";
import { EquipmentFormDialog } from "./EquipmentFormDialog";
import { useEquipment, useRemoveEquipment, useUpdateEquipment } from "./equipmentQueries";

/** The pilot's whole kit with add, edit, remove and main kit. */
export function EquipmentManager() {
  const list = useEquipment();
  const remove = useRemoveEquipment();
  const setMain = useUpdateEquipment();
  const full = (list.data?.length ?? 0) >= EQUIPMENT_MAX_ITEMS;

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
    <ManagedList
      headingId="equipment-heading"
      heading="Your equipment"
      showCount
      addLabel="Add equipment"
      addBlockedReason={full ? `You can list up to ${EQUIPMENT_MAX_ITEMS} items` : undefined}
      query={list}
      errorMessage="We couldn't load your equipment."
      empty={
        <EmptyState icon={WrenchIcon} title="No equipment yet">
          Add the drones, cameras and sensors you fly with. Clients compare pilots by their kit, and
          your profile checklist needs at least one item.
        </EmptyState>
      }
      gridClassName="md:grid-cols-2 xl:grid-cols-3"
      renderItem={(item, { onEdit, onDelete }) => (
        <EquipmentCard
          key={item.id}
          item={item}
          onEdit={onEdit}
          onRemove={onDelete}
          onToggleMain={() => toggleMain(item)}
          isSavingMain={setMain.isPending && setMain.variables?.id === item.id}
        />
      )}
      renderForm={(dialog) => <EquipmentFormDialog {...dialog} />}
      remove={remove}
      deleteConfirm={{
        title: (item) => `Remove ${item?.name ?? "this item"}?`,
        description: () => "It disappears from your profile. This can't be undone.",
        confirmLabel: "Remove equipment",
        pendingLabel: "Removing...",
      }}
      onDeleted={(item) =>
        toast({ title: "Equipment removed", description: `${item.name} was removed.` })
      }
    />
  );
}
