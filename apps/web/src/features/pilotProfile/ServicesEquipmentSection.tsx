import type { PilotProfileDetail } from "@skyhire/shared";
import { ArrowRightIcon, PlusIcon, WrenchIcon } from "lucide-react";
import { useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { Button } from "@/components/ui/button";
import { EquipmentFormDialog } from "@/features/equipment/EquipmentFormDialog";
import { equipmentSubtitle } from "@/features/equipment/equipmentForm";
import { categoryLabels } from "@/features/pilots/pilotFormat";
import { SECTION_IDS } from "./builderChecklist";

/** How many items the builder lists; the rest are on the equipment page. */
const SHOWN_ITEMS = 4;

/** The services chosen in basic info, and a short list of the kit with a way to add to it. */
export function ServicesEquipmentSection({ detail }: { detail: PilotProfileDetail }) {
  const [adding, setAdding] = useState(false);
  const services = categoryLabels(detail.jobCategories);
  const shown = detail.equipment.slice(0, SHOWN_ITEMS);
  const more = detail.equipment.length - shown.length;

  return (
    <>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Services</h3>
        {services.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Services you offer">
            {services.map((label) => (
              <li
                key={label}
                className="rounded-full bg-brand-sky-soft px-3 py-1 text-sm font-medium text-brand-sky"
              >
                {label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services chosen yet.</p>
        )}
        <a
          href={`#${SECTION_IDS.basic}`}
          className="inline-block text-sm font-semibold text-brand-sky hover:underline"
        >
          Change services in basic info
        </a>
      </div>

      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">Equipment</h3>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add equipment
          </Button>
        </div>
        {shown.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Your equipment">
            {shown.map((item) => (
              <li
                key={item.id}
                className="flex items-start gap-3 rounded-xl border bg-background/60 p-3"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-sky-soft text-brand-sky">
                  <WrenchIcon className="size-4" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    <span className="truncate">{item.name}</span>
                    {item.isMain && (
                      <span className="rounded-full bg-brand-orange/15 px-2 py-0.5 text-[11px] font-semibold text-brand-orange">
                        Main
                      </span>
                    )}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {equipmentSubtitle(item)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No equipment yet. Add at least one drone or camera you fly with.
          </p>
        )}
        <LinkButton href="/equipment-management" variant="link" className="h-auto px-0">
          {more > 0 ? `Manage all ${detail.equipment.length} items` : "Manage equipment"}
          <ArrowRightIcon />
        </LinkButton>
      </div>
      <EquipmentFormDialog open={adding} onOpenChange={setAdding} item={null} />
    </>
  );
}
