import { ShieldCheckIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Pagination } from "@/components/search/Pagination";
import { CredentialSearch } from "./CredentialSearch";
import { queueViewHref, type QueueView } from "./queueAddress";
import { QueueItem } from "./QueueItem";
import { useCredentialQueue } from "./reviewQueries";
import { useFocusAfterDecision } from "./useFocusAfterDecision";

function emptyState(view: QueueView) {
  if (view.q)
    return { title: "No credentials found", text: "Try part of the name or the email address." };
  return view.status === "pending"
    ? { title: "Nothing to verify", text: "Every submitted credential has been reviewed." }
    : {
        title: "Nothing reviewed yet",
        text: "Decisions show here once operators review credentials.",
      };
}

/**
 * The operators' verification queue: documents beside what the pilot typed, oldest first, a
 * page at a time (each card holds a document viewer), searchable by pilot.
 */
export function CredentialQueue({ view }: { view: QueueView }) {
  const query = useCredentialQueue(view);
  const { containerRef, decided } = useFocusAfterDecision(query.data);
  const noun = view.status === "pending" ? "waiting for review" : "reviewed";
  return (
    <div ref={containerRef} tabIndex={-1} className="space-y-6 outline-none">
      <CredentialSearch view={view} />
      <QueryView query={query} errorMessage="We couldn't load the credentials.">
        {({ credentials, total, page, pageSize }) => {
          if (credentials.length === 0) {
            const empty = emptyState(view);
            return (
              <EmptyState icon={ShieldCheckIcon} title={empty.title}>
                {empty.text}
              </EmptyState>
            );
          }
          return (
            <div className="space-y-6">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {total} {total === 1 ? "credential" : "credentials"} {noun}
              </p>
              {credentials.map((credential, index) => (
                <QueueItem
                  key={credential.id}
                  credential={credential}
                  onDecided={() => decided(index)}
                />
              ))}
              <Pagination
                page={page}
                total={total}
                pageSize={pageSize}
                hrefFor={(target) => queueViewHref({ ...view, page: target })}
              />
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}
