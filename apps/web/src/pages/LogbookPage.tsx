import { DownloadIcon, NotebookPenIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { buttonVariants } from "@/components/ui/button";
import { useLogbook } from "@/features/flightLogs/flightLogQueries";
import { LogbookView } from "@/features/logbook/LogbookView";
import { ApiError } from "@/lib/api";

export const LOGBOOK_CSV_URL = "/api/logbook.csv";

function Logbook() {
  const logbook = useLogbook();
  if (logbook.error instanceof ApiError && logbook.error.status === 403) {
    return (
      <EmptyState
        icon={NotebookPenIcon}
        title="Flying isn't enabled on your account"
        action={<LinkButton href="/settings/capabilities">Review your capabilities</LinkButton>}
      >
        The logbook is for pilots who fly missions.
      </EmptyState>
    );
  }
  if (logbook.isPending) return <ListSkeleton rows={4} />;
  if (logbook.isError) {
    return (
      <LoadError
        message="We couldn't load your logbook. Please try again."
        onRetry={() => void logbook.refetch()}
      />
    );
  }
  return <LogbookView logbook={logbook.data} />;
}

/** /pilot/logbook: every logged flight, totals per aircraft and per month, CSV export. */
export default function LogbookPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Logbook"
        title="Your flight logbook"
        description="Every flight you logged on SkyHire jobs: airtime per month and per aircraft."
        actions={
          <a
            href={LOGBOOK_CSV_URL}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <DownloadIcon />
            Download CSV
          </a>
        }
      />
      <Logbook />
    </PageContainer>
  );
}
