import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAvailability } from "./useAvailability";

/** Spec section 2: the texts under the availability switch. */
export const AVAILABLE_TEXT = "You're visible to clients and can receive job requests";
export const UNAVAILABLE_TEXT = "You're hidden from search results and won't receive new requests";

/**
 * The pilot's availability switch (PATCH /api/pilot/availability, toasts of spec section 8).
 * While the change is on its way the switch already shows the new state.
 */
export function AvailabilitySwitch({
  isAvailable,
  id = "availability",
}: {
  /** The pilot profile's current state. */
  isAvailable: boolean;
  id?: string;
}) {
  const availability = useAvailability();
  const shown = availability.isPending ? Boolean(availability.variables) : isAvailable;
  return (
    <div className="flex items-start justify-between gap-6">
      <div className="space-y-1">
        <Label htmlFor={id} className="flex items-center gap-2 text-base font-semibold">
          <span
            className={
              shown
                ? "size-2.5 rounded-full bg-success"
                : "size-2.5 rounded-full bg-muted-foreground/60"
            }
            aria-hidden
          />
          {shown ? "Available for new missions" : "Unavailable"}
        </Label>
        <p className="text-sm text-muted-foreground">{shown ? AVAILABLE_TEXT : UNAVAILABLE_TEXT}</p>
      </div>
      <Switch
        id={id}
        checked={shown}
        disabled={availability.isPending}
        onCheckedChange={(checked) => availability.mutate(checked)}
      />
    </div>
  );
}
