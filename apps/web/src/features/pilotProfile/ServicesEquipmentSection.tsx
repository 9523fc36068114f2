import type { PilotProfileDetail } from "@skyhire/shared";
import { ArrowRightIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { Button } from "@/components/ui/button";
import { EquipmentFormDialog } from "@/features/equipment/EquipmentFormDialog";
import { equipmentSubtitle } from "@/features/equipment/equipmentForm";
import { EquipmentSummaryItem } from "@/features/equipment/EquipmentSummaryItem";
import { categoryLabels } from "@/features/pilots/pilotFormat";
import { ServiceChips } from "@/features/pilots/ServiceChips";
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
          <ServiceChips labels={services} label="Services you offer" />
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
              <EquipmentSummaryItem
                key={item.id}
                name={item.name}
                isMain={item.isMain}
                subtitle={equipmentSubtitle(item)}
              />
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
