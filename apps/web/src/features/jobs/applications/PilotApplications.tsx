import type { ApplicationDto } from "@skyhire/shared";
import { ClipboardListIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { usePilotApplications } from "../jobQueries";
import { ApplicationRow } from "./ApplicationRow";
import { APPLICATION_TABS, groupByStatus, tabFromSearch } from "./applicationTabs";

const EMPTY_TEXT: Record<string, string> = {
  pending: "Proposals waiting for the client's answer show here.",
  accepted: "Jobs you were hired for show here; they are also on your active missions.",
  rejected: "Proposals the client declined, or that closed when someone else was hired.",
  withdrawn: "Proposals you took back.",
};

/** The pilot's applications by status (GET /api/applications/pilot/{profileId}). */
export function PilotApplications({ profileId }: { profileId: string | number }) {
  const query = usePilotApplications(profileId);
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearch(params.get("status"));

  return (
    <QueryView query={query} errorMessage="We couldn't load your applications.">
      {(applications) => {
        if (applications.length === 0) {
          return (
            <EmptyState
              icon={ClipboardListIcon}
              title="No applications yet"
              action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
            >
              Jobs you apply for will be listed here with their status.
            </EmptyState>
          );
        }
        const groups = groupByStatus(applications as ApplicationDto[]);
        return (
          <Tabs.Root
            value={tab}
            onValueChange={(value) =>
              setParams(value === "pending" ? "" : `status=${encodeURIComponent(value)}`)
            }
          >
            <Tabs.List
              aria-label="Applications by status"
              className="mb-4 flex gap-1 overflow-x-auto rounded-xl border bg-muted/50 p-1"
            >
              {APPLICATION_TABS.map(({ value, label }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="inline-flex shrink-0 items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
                >
                  {label}
                  <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">
                    {groups[value].length}
                  </span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {APPLICATION_TABS.map(({ value, label }) => (
              <Tabs.Content key={value} value={value} className="outline-none">
                {groups[value].length === 0 ? (
                  <EmptyState
                    icon={ClipboardListIcon}
                    title={`No ${label.toLowerCase()} applications`}
                  >
                    {EMPTY_TEXT[value]}
                  </EmptyState>
                ) : (
                  <ul className="divide-y overflow-hidden rounded-2xl border bg-card">
                    {groups[value].map((application) => (
                      <li key={application.id}>
                        <ApplicationRow application={application} />
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        );
      }}
    </QueryView>
  );
}
