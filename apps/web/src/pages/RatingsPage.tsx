import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { MyRatings } from "@/features/reviews/MyRatings";

/** /pilot/ratings: the pilot's average (spec section 9), its spread and every visible review. */
export default function RatingsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Ratings"
        title="Your ratings"
        description="How clients rated the jobs you've completed, and the reviews you can still write."
      />
      <MyRatings />
    </PageContainer>
  );
}
