import type { EquipmentItem, PropertySummary } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";

/** GET /api/equipment/main (spec section 7): the pilot's main kit, a list. */
export function useMainEquipment({ enabled }: { enabled: boolean }) {
  return useQuery<unknown, Error, EquipmentItem[]>({
    queryKey: ["/api/equipment/main"],
    select: (data) => (Array.isArray(data) ? (data as EquipmentItem[]) : []),
    enabled,
  });
}

/** GET /api/properties/summary (spec section 3): the client's properties and their jobs. */
export function usePropertySummary({ enabled }: { enabled: boolean }) {
  return useQuery<PropertySummary>({ queryKey: ["/api/properties/summary"], enabled });
}
