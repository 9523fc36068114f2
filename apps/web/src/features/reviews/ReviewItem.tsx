import { serviceTypeLabel } from "@skyhire/shared";
import { formatDay } from "@/features/jobs/jobDates";
import { Stars } from "./Stars";

type ReviewItemProps = {
  rating: number;
  body: string | null;
  reviewerName: string;
  createdAt: string;
  /** What the review is about: a job title (own ratings) or a kind of job (public). */
  about?: string | null;
  serviceType?: string;
};

/** One review in a list: stars, who and when, what it was about, the words. */
export function ReviewItem({
  rating,
  body,
  reviewerName,
  createdAt,
  about,
  serviceType,
}: ReviewItemProps) {
  const context = about ?? (serviceType ? serviceTypeLabel(serviceType) : null);
  return (
    <li className="space-y-1.5 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={rating} />
        <span className="text-sm font-medium">{reviewerName}</span>
        <span className="text-xs text-muted-foreground">{formatDay(createdAt)}</span>
      </div>
      {context && <p className="text-xs text-muted-foreground">{context}</p>}
      {body ? (
        <p className="text-sm break-words whitespace-pre-line">{body}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No written comment.</p>
      )}
    </li>
  );
}
