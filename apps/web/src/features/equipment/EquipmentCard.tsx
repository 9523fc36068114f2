import type { EquipmentItem } from "@skyhire/shared";
import { PencilIcon, StarIcon, Trash2Icon, WrenchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { equipmentSubtitle } from "./equipmentForm";

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
  const headingId = `equipment-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border bg-card"
    >
      <div className="flex items-start gap-3 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
          <WrenchIcon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-base leading-tight font-semibold break-words">
              {item.name}
            </h3>
            {item.isMain && (
              <span className="rounded-full bg-brand-orange/15 px-2 py-0.5 text-[11px] font-semibold text-brand-orange">
                Main
              </span>
            )}
          </div>
          <p className="text-sm break-words text-muted-foreground">{equipmentSubtitle(item)}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${item.name}`}>
            <PencilIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={`Remove ${item.name}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon />
          </Button>
        </div>
      </div>
      {item.notes && (
        <p className="mx-5 mb-4 rounded-lg bg-muted/60 px-3 py-2 text-sm break-words whitespace-pre-line">
          {item.notes}
        </p>
      )}
      <div className="mt-auto border-t px-5 py-3">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={item.isMain}
          disabled={isSavingMain}
          onClick={onToggleMain}
          className="-ml-2"
        >
          <StarIcon
            className={cn(item.isMain && "fill-brand-orange text-brand-orange")}
            aria-hidden
          />
          {item.isMain ? "Main kit" : "Set as main kit"}
        </Button>
      </div>
    </article>
  );
}
