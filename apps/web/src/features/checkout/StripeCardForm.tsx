import { LockIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { loadStripe, type StripeCardElement, type StripeClient } from "./stripeJs";

type StripeCardFormProps = {
  publishableKey: string;
  onSubmit: (payment: { paymentMethodId: string }) => void;
  isPending: boolean;
  disabled?: boolean;
  submitLabel: string;
};

/**
 * The card form when Stripe takes the payment: Stripe's card field (number, expiry, code in
 * Stripe's iframe, validated by Stripe as you type) and the name on the card.
 */
export function StripeCardForm({
  publishableKey,
  onSubmit,
  isPending,
  disabled,
  submitLabel,
}: StripeCardFormProps) {
  const cardId = useId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeClient | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey).then(
      (client) => {
        if (cancelled || !mountPoint.current) return;
        stripe.current = client;
        const element = client.elements().create("card", { hidePostalCode: false });
        element.on("change", (event) => {
          setCardError(event.error?.message ?? null);
          setComplete(event.complete);
        });
        element.mount(mountPoint.current);
        card.current = element;
        setReady(true);
      },
      (error: Error) => !cancelled && setLoadError(error.message),
    );
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey]);

  const submit = async () => {
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : "Enter the name on the card");
    if (!complete) setCardError((e) => e ?? "Enter the card number, expiry and security code");
    if (!trimmed || !complete || !stripe.current || !card.current) return;
    setCreating(true);
    const result = await stripe.current.createPaymentMethod({
      type: "card",
      card: card.current,
      billing_details: { name: trimmed },
    });
    setCreating(false);
    if (result.paymentMethod) onSubmit({ paymentMethodId: result.paymentMethod.id });
    else setCardError(result.error?.message ?? "The card couldn't be read. Check the details.");
  };

  if (loadError) return <Alert>{loadError}</Alert>;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor={cardId}>Card</Label>
        <div
          id={cardId}
          ref={mountPoint}
          className="min-h-11 rounded-lg border border-input bg-background px-3 py-3"
          aria-busy={!ready}
        />
        {cardError && <p className="text-sm font-medium text-destructive">{cardError}</p>}
      </div>
      <FormField
        label="Name on card"
        autoComplete="cc-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
      <Button
        type="submit"
        variant="flare"
        size="lg"
        className="w-full"
        disabled={disabled || isPending || creating || !ready}
      >
        <LockIcon />
        {isPending || creating ? "Processing payment..." : submitLabel}
      </Button>
    </form>
  );
}
