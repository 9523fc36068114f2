import { FileSearchIcon, ShoppingCartIcon } from "lucide-react";
import { useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { useCheckout, usePaymentsConfig } from "@/features/checkout/checkoutQueries";
import { CheckoutView } from "@/features/checkout/CheckoutView";
import { StartCheckout } from "@/features/checkout/StartCheckout";
import { ApiError } from "@/lib/api";

function CheckoutById({ id }: { id: string }) {
  const checkout = useCheckout(id);
  const config = usePaymentsConfig();
  if (checkout.isPending || config.isPending) return <ListSkeleton rows={3} />;
  if (checkout.error instanceof ApiError && [400, 404].includes(checkout.error.status)) {
    return (
      <EmptyState
        icon={FileSearchIcon}
        title="This checkout isn't available"
        action={<LinkButton href="/client-jobs">My Projects</LinkButton>}
      >
        The link may be mistyped, or the checkout belongs to another account.
      </EmptyState>
    );
  }
  if (checkout.isError || config.isError) {
    return (
      <LoadError
        message="We couldn't load this checkout. Please try again."
        onRetry={() => {
          void checkout.refetch();
          void config.refetch();
        }}
      />
    );
  }
  return <CheckoutView checkout={checkout.data} config={config.data} />;
}

/** /checkout: paying for a hire into escrow (?application= starts, ?checkout= resumes). */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const checkoutId = params.get("checkout");
  const applicationId = params.get("application");

  return (
    <PageContainer className="pt-6 lg:pt-8">
      {checkoutId ? (
        <CheckoutById id={checkoutId} />
      ) : applicationId ? (
        <StartCheckout applicationId={applicationId} />
      ) : (
        <>
          <PageHeader
            eyebrow="Checkout"
            title="Checkout"
            description="Pay for a hire. The payment is held in escrow until you approve the deliverables."
          />
          <EmptyState
            icon={ShoppingCartIcon}
            title="Nothing to pay for"
            action={<LinkButton href="/client-jobs">My Projects</LinkButton>}
          >
            Choose Hire on a proposal to pay for it here.
          </EmptyState>
        </>
      )}
    </PageContainer>
  );
}
