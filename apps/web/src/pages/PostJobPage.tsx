import { SERVICE_TYPES } from "@skyhire/shared";
import { SquarePenIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /job/post. */
export default function PostJobPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        eyebrow="Post Job"
        title="Post a job"
        description="Describe the shoot (location, date, service and budget) and certified pilots can apply."
      />
      <EmptyState
        icon={SquarePenIcon}
        title="You haven't posted a job yet"
        action={
          <LinkButton href="/client-jobs" variant="outline">
            My Projects
          </LinkButton>
        }
      >
        Jobs can cover any of these services: {SERVICE_TYPES.map((t) => t.label).join(", ")}.
      </EmptyState>
    </PageContainer>
  );
}
