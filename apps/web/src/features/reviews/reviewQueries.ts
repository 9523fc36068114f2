import type { JobReviews, MyReviews, ReviewDto, ReviewRequest } from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const jobReviewsUrl = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/reviews`;
export const MY_REVIEWS_URL = "/api/reviews/mine";
export const pilotReviewsUrl = (pilotId: string, page = 1) =>
  `/api/pilots/${encodeURIComponent(pilotId)}/reviews?page=${page}`;

/** GET /api/jobs/{id}/reviews: my review, theirs once visible, and whether I may still write. */
export function useJobReviews(jobId: string) {
  return useQuery<JobReviews>({ queryKey: [jobReviewsUrl(jobId)] });
}

/** GET /api/reviews/mine?page=: the ratings I received as a pilot, and reviews I owe. */
export function useMyReviews(page = 1) {
  return useQuery<MyReviews>({ queryKey: [`${MY_REVIEWS_URL}?page=${page}`] });
}

/** POST /api/jobs/{id}/reviews, then every answer that shows reviews or ratings refreshes. */
export function useSubmitReview(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) =>
      apiRequest<ReviewDto>("POST", jobReviewsUrl(jobId), review),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const url = String(queryKey[0]);
          return (
            url === jobReviewsUrl(jobId) ||
            url.startsWith(MY_REVIEWS_URL) ||
            url.startsWith("/api/jobs") ||
            /^\/api\/pilots\/[^/]+\/reviews/.test(url)
          );
        },
      }),
  });
}
