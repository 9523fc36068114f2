import { useQuery } from "@tanstack/react-query";
import { WrenchIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";

type EquipmentItem = { id?: string | number; name?: string; model?: string; type?: string };

/** /equipment-management and /fleet-management (GET /api/equipment/main). */
export default function EquipmentPage() {
  const query = useQuery({
    queryKey: ["/api/equipment/main"],
    select: (data: unknown): EquipmentItem[] => (Array.isArray(data) ? data : []),
  });
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Equipment"
        title="Your fleet"
        description="The drones, cameras and gear you fly with. Clients see your equipment on your profile."
      />
      <QueryView query={query} errorMessage="We couldn't load your equipment.">
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={WrenchIcon} title="No equipment yet">
              Drones and gear on your account will be listed here.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, index) => (
                <li key={item.id ?? index} className="rounded-2xl border bg-card p-5">
                  <p className="font-semibold">{item.name ?? item.model ?? "Equipment"}</p>
                  {item.type && <p className="text-sm text-muted-foreground">{item.type}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
