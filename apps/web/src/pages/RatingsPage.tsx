import { StarIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { averageRating } from "@/features/jobs/jobRules";
import { PilotJobsView, StatTile } from "@/features/jobs/PilotJobsView";

/** /pilot/ratings: the average of ratings on completed jobs (spec section 9). */
export default function RatingsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Ratings"
        title="Your ratings"
        description="How clients rated the jobs you've completed."
      />
      <PilotJobsView
        filter={(job) => job.status === "completed" && typeof job.rating === "number"}
        emptyIcon={StarIcon}
        emptyTitle="No ratings yet"
        emptyText="Clients rate a job when they approve its deliverables."
        summary={(jobs) => <StatTile label="Average rating" value={averageRating(jobs)} />}
      />
    </PageContainer>
  );
}
