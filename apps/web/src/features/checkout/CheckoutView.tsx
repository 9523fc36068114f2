import type { CheckoutDto, PaymentsConfigDto } from "@skyhire/shared";
import { BanIcon, CircleCheckBigIcon, TimerOffIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageHeader } from "@/components/page/PageHeader";
import { formatDateTime, formatMoney } from "./money";
import { PaymentPanel } from "./PaymentPanel";
import { QuoteSummary } from "./QuoteSummary";
import { TestModeBadge } from "./TestModeBadge";
import { useCountdown } from "./countdown";

/** The three ends of a checkout that take no more payment. */
function Closed({ checkout, expiredNow }: { checkout: CheckoutDto; expiredNow: boolean }) {
  const proposals = `/client-jobs?job=${checkout.jobId}`;
  if (checkout.status === "paid") {
    return (
      <EmptyState
        icon={CircleCheckBigIcon}
        title="Paid: the pilot is hired"
        action={<LinkButton href={`/jobs/${checkout.jobId}`}>Open the job</LinkButton>}
      >
        {formatMoney(checkout.totalCents)} was paid {formatDateTime(checkout.paidAt)}
        {checkout.paymentMethodLabel ? ` with ${checkout.paymentMethodLabel}` : ""} and is held in
        escrow until you approve the delivery.
      </EmptyState>
    );
  }
  if (checkout.status === "cancelled") {
    return (
      <EmptyState
        icon={BanIcon}
        title="This checkout was cancelled"
        action={<LinkButton href={proposals}>Back to the proposals</LinkButton>}
      >
        Nothing was charged.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={TimerOffIcon}
      title="This checkout expired"
      action={<LinkButton href={proposals}>Back to the proposals</LinkButton>}
    >
      {expiredNow ? "Time ran out before the payment went through." : ""} We held{" "}
      {checkout.pilotName}&apos;s quote for 15 minutes. Nothing was charged and the job is open
      again: hire from the proposal to start a new checkout.
    </EmptyState>
  );
}

/** /checkout?checkout={id}: review the quote and fees, then pay into escrow. */
export function CheckoutView({
  checkout,
  config,
}: {
  checkout: CheckoutDto;
  config: PaymentsConfigDto;
}) {
  const left = useCountdown(checkout.status === "pending" ? checkout.expiresAt : null);
  const open = checkout.status === "pending" && left !== null && left > 0;
  const testMode = config.testMode || checkout.testMode;

  return (
    <>
      <PageHeader
        eyebrow="Checkout"
        title={`Hire ${checkout.pilotName}`}
        description="Review the quote and fees, then pay. The money is held in escrow until you approve the deliverables."
        actions={testMode ? <TestModeBadge /> : undefined}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <QuoteSummary checkout={checkout} fees={config.fees} />
        <div className="lg:row-start-1 lg:col-start-2">
          {open ? (
            <PaymentPanel checkout={checkout} config={config} left={left} />
          ) : (
            <Closed checkout={checkout} expiredNow={checkout.status === "pending"} />
          )}
        </div>
      </div>
    </>
  );
}
