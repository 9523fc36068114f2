import { PRODUCT_NAME } from "@skyhire/shared";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { PilotDirectory } from "@/features/pilots/PilotDirectory";

/** /pilots: the public pilot directory, for signed-out visitors and signed-in users alike. */
export default function PilotsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Find Pilots"
        title="Certified drone pilots"
        description={`Search FAA Part 107 certified pilots on ${PRODUCT_NAME} by place, service and budget. Searching is free and needs no account.`}
      />
      <PilotDirectory />
    </PageContainer>
  );
}
