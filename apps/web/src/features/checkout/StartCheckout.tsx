import { ShoppingCartIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { useStartCheckout } from "./checkoutQueries";

/**
 * /checkout?application={id}: opens a checkout for the proposal (which reserves the job for 15
 * minutes), then moves to ?checkout={id} so a reload shows the same checkout.
 */
export function StartCheckout({ applicationId }: { applicationId: string }) {
  const [, navigate] = useLocation();
  const start = useStartCheckout();
  const started = useRef<string | null>(null);
  const { mutate } = start;

  useEffect(() => {
    // Once per application, also under StrictMode's double effects.
    if (started.current === applicationId) return;
    started.current = applicationId;
    mutate(
      { applicationId },
      {
        onSuccess: (checkout) =>
          navigate(`/checkout?checkout=${encodeURIComponent(checkout.id)}`, { replace: true }),
      },
    );
  }, [applicationId, mutate, navigate]);

  if (start.isError) {
    return (
      <EmptyState
        icon={ShoppingCartIcon}
        title="We couldn't start the payment"
        action={<LinkButton href="/client-jobs">My Projects</LinkButton>}
      >
        {start.error.message}
      </EmptyState>
    );
  }
  return <ListSkeleton rows={2} />;
}
