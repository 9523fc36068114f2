import { SearchIcon, XIcon } from "lucide-react";
import { useLocation } from "wouter";
import { LinkButton } from "@/components/page/LinkButton";
import { SingleFieldSearch } from "@/components/search/SingleFieldSearch";
import { queueViewHref, type QueueView } from "./queueAddress";

/** Find a pilot's submissions by name or email (a pilot asking where their review stands). */
export function CredentialSearch({ view }: { view: QueueView }) {
  const [, navigate] = useLocation();
  return (
    <div className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      {/* Re-mounts when the address's words change (back button), so the field follows them. */}
      <SingleFieldSearch
        key={view.q}
        initial={view.q}
        onSearch={(q) => navigate(queueViewHref({ ...view, q, page: 1 }))}
        label="Pilot name or email"
        icon={SearchIcon}
        type="search"
        placeholder="e.g. Maya or maya@example.com"
      />
      {view.q && (
        <LinkButton
          href={queueViewHref({ ...view, q: "", page: 1 })}
          variant="outline"
          className="h-11"
        >
          <XIcon aria-hidden />
          Show everyone
        </LinkButton>
      )}
    </div>
  );
}
