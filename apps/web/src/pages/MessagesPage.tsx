import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { MessengerView } from "@/features/messages/MessengerView";

/** /messages and /messaging: the signed-in user's conversations. */
export default function MessagesPage() {
  return (
    <PageContainer className="py-6 lg:py-8">
      <div className="hidden sm:block">
        <PageHeader
          eyebrow="Messages"
          title="Messages"
          description="Talk with the pilots and clients you work with: plan shoots, share details and agree on deliverables."
        />
      </div>
      <h1 className="sr-only sm:hidden">Messages</h1>
      <MessengerView />
    </PageContainer>
  );
}
