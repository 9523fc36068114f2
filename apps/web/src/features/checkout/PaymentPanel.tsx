import { CHECKOUT_MINUTES, type CheckoutDto, type PaymentsConfigDto } from "@skyhire/shared";
import { TimerIcon } from "lucide-react";
import { useLocation } from "wouter";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/features/toast/toastStore";
import { ApiError } from "@/lib/api";
import { usePayCheckout } from "./checkoutQueries";
import { CardForm } from "./CardForm";
import { clockText } from "./countdown";
import { isUnsettled } from "./idempotencyKey";
import { formatMoney } from "./money";
import { StripeCardForm } from "./StripeCardForm";

/** What to tell the client after a failed payment, and whether the same card may be retried. */
export function paymentFailureText(error: Error): { text: string; retry: boolean } {
  if (isUnsettled(error)) {
    const what = error instanceof ApiError ? error.message : "We didn't hear back from the bank.";
    return {
      text: `${what} Press Pay again to retry: you won't be charged twice.`,
      retry: true,
    };
  }
  if (error instanceof ApiError && error.status === 402) {
    return { text: `${error.message} Try another card.`, retry: false };
  }
  return { text: error.message, retry: false };
}

type PaymentPanelProps = {
  checkout: CheckoutDto;
  config: PaymentsConfigDto;
  /** Milliseconds left before the checkout lapses. */
  left: number;
};

/** The card form with its countdown, and what happens after Pay. */
export function PaymentPanel({ checkout, config, left }: PaymentPanelProps) {
  const [, navigate] = useLocation();
  const pay = usePayCheckout(checkout.id, {
    onSuccess: (paid) => {
      toast({
        title: `You hired ${paid.checkout.pilotName}`,
        description: `${formatMoney(paid.checkout.totalCents)} is held in escrow until you approve the delivery.`,
      });
      navigate(`/jobs/${paid.job.id}`);
    },
  });
  const failure = pay.error ? paymentFailureText(pay.error) : null;
  const urgent = left < 2 * 60_000;
  const submitLabel = failure?.retry
    ? `Try again: pay ${formatMoney(checkout.totalCents)}`
    : `Pay ${formatMoney(checkout.totalCents)}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Pay by card</CardTitle>
        <CardDescription>
          {formatMoney(checkout.totalCents)} is charged to your card and held in escrow.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${urgent ? "border-brand-orange/50 bg-brand-orange/10" : "bg-muted/40"}`}
        >
          <TimerIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold tabular-nums" aria-live={urgent ? "polite" : "off"}>
              {clockText(left)}
            </span>{" "}
            left to pay. We hold {checkout.pilotName}&apos;s quote for {CHECKOUT_MINUTES} minutes;
            after that this checkout expires, nothing is charged and the job is open again.
          </p>
        </div>
        {failure && <Alert>{failure.text}</Alert>}
        {config.provider === "stripe" && config.publishableKey ? (
          <StripeCardForm
            publishableKey={config.publishableKey}
            isPending={pay.isPending}
            submitLabel={submitLabel}
            onSubmit={(payment) => pay.mutate(payment)}
          />
        ) : (
          <CardForm
            testCards={config.testMode ? config.testCards : []}
            isPending={pay.isPending}
            submitLabel={submitLabel}
            onSubmit={(card) => pay.mutate(card)}
          />
        )}
      </CardContent>
    </Card>
  );
}
