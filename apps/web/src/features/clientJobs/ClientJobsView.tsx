import type { JobDto } from "@skyhire/shared";
import { FolderKanbanIcon, SearchXIcon } from "lucide-react";
import { useLocation, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { useClientJobs } from "@/features/jobs/jobQueries";
import { ClientJobList } from "./ClientJobList";
import { JobApplicants } from "./JobApplicants";
import { groupOf, initialGroup, type JobGroupId } from "./jobGroups";

/**
 * The client's jobs (GET /api/jobs/client) in status tabs, or one job's proposals. The URL
 * holds the view so it can be shared and survives a reload: ?tab={group}, ?job={id}.
 */
export function ClientJobsView() {
  const [path] = useLocation();
  const [params] = useSearchParams();
  const query = useClientJobs();
  const jobId = params.get("job");
  const groupHref = (group: JobGroupId) => `${path}?tab=${group}`;

  return (
    <QueryView query={query} errorMessage="We couldn't load your jobs.">
      {(all) => {
        // The list query types its rows loosely; the server answers jobSchema rows.
        const jobs = all as JobDto[];
        if (jobId) {
          const job = jobs.find((j) => j.id === jobId);
          return job ? (
            <JobApplicants job={job} backHref={groupHref(groupOf(job.status))} />
          ) : (
            <EmptyState
              icon={SearchXIcon}
              title="This job isn't in your list"
              action={<LinkButton href={path}>See all your jobs</LinkButton>}
            >
              It may have been removed, or it belongs to another account.
            </EmptyState>
          );
        }
        if (jobs.length === 0) {
          return (
            <EmptyState
              icon={FolderKanbanIcon}
              title="No jobs posted yet"
              action={
                <LinkButton href="/job/post" variant="flare">
                  Post your first job
                </LinkButton>
              }
            >
              Post a job and certified pilots nearby send you proposals to compare here.
            </EmptyState>
          );
        }
        return (
          <ClientJobList
            jobs={jobs}
            group={initialGroup(jobs, params.get("tab"))}
            groupHref={groupHref}
            jobHref={(id) => `${path}?job=${id}`}
          />
        );
      }}
    </QueryView>
  );
}
