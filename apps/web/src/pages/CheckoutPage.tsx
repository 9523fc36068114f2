import { ShoppingCartIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

/** /checkout: paying for a booked job into escrow. */
export default function CheckoutPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Checkout"
        title="Checkout"
        description="Pay for a booked job. The payment is held in escrow until you approve the deliverables."
      />
      <EmptyState
        icon={ShoppingCartIcon}
        title="Nothing to pay for"
        action={<LinkButton href="/client-jobs">My Projects</LinkButton>}
      >
        You have no booking waiting for payment.
      </EmptyState>
    </PageContainer>
  );
}
