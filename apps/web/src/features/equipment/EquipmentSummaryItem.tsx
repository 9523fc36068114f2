import { WrenchIcon } from "lucide-react";
import type { ReactNode } from "react";
import { MainKitBadge } from "./MainKitBadge";

type EquipmentSummaryItemProps = {
  name: string;
  isMain: boolean;
  /** The type and model, e.g. "Drone · Mavic 3 Pro". */
  subtitle: ReactNode;
};

/** One item of a pilot's kit in a short list (profile builder, public profile). */
export function EquipmentSummaryItem({ name, isMain, subtitle }: EquipmentSummaryItemProps) {
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-background/60 p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-sky-soft text-brand-sky">
        <WrenchIcon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium">
          <span className="truncate">{name}</span>
          {isMain && <MainKitBadge />}
        </p>
        <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
      </div>
    </li>
  );
}
