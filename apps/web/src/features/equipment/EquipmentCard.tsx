import type { EquipmentItem } from "@skyhire/shared";
import { StarIcon, WrenchIcon } from "lucide-react";
import { ItemCard } from "@/components/page/ItemCard";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { equipmentSubtitle, registrationLine } from "./equipmentForm";
import { MainKitBadge } from "./MainKitBadge";

type EquipmentCardProps = {
  item: EquipmentItem;
  onEdit: () => void;
  onRemove: () => void;
  onToggleMain: () => void;
  /** While its main flag is being saved. */
  isSavingMain: boolean;
};

/** One item of the kit, with its actions: main kit on or off, edit, remove. */
export function EquipmentCard({
  item,
  onEdit,
  onRemove,
  onToggleMain,
  isSavingMain,
}: EquipmentCardProps) {
  return (
    <ItemCard
      headingId={`equipment-${item.id}`}
      icon={WrenchIcon}
      title={item.name}
      headingLevel={3}
      badge={item.isMain && <MainKitBadge />}
      subtitle={
        <>
          <p className="text-sm break-words text-muted-foreground">{equipmentSubtitle(item)}</p>
          {item.type === "drone" && (
            <p className="text-sm break-words text-muted-foreground">{registrationLine(item)}</p>
          )}
        </>
      }
      onEdit={onEdit}
      onDelete={onRemove}
      deleteLabel={`Remove ${item.name}`}
      notes={item.notes}
      footerClassName="py-3"
      footer={
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={item.isMain}
          disabled={isSavingMain}
          onClick={onToggleMain}
          className="-ml-2"
        >
          <StarIcon
            className={cn(item.isMain && "fill-brand-orange-ink text-brand-orange-ink")}
            aria-hidden
          />
          {item.isMain ? "Main kit" : "Set as main kit"}
        </Button>
      }
    />
  );
}
