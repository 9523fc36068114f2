import { useState } from "react";
import { FormDialog } from "@/components/forms/FormDialog";
import { FormField } from "@/components/forms/FormField";
import { isUnsettled } from "@/features/checkout/idempotencyKey";
import { centsToInput, formatMoney, parseDollars } from "@/features/checkout/money";
import { toast } from "@/features/toast/toastStore";
import { useRequestPayout } from "./earningsQueries";

/** The amount to withdraw, or why it can't be: at most the available balance, more than $0. */
export function payoutAmountError(text: string, availableCents: number): string | null {
  const cents = parseDollars(text);
  if (text.trim() === "") return "Enter an amount";
  if (cents === null) return "Enter dollars and cents, e.g. 120.50";
  if (cents <= 0) return "The amount must be more than $0.00";
  if (cents > availableCents) return `You can withdraw at most ${formatMoney(availableCents)}`;
  return null;
}

type PayoutDialogProps = {
  availableCents: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Withdraw all or part of the available balance to the pilot's bank. */
export function PayoutDialog({ availableCents, open, onOpenChange }: PayoutDialogProps) {
  const [amount, setAmount] = useState(centsToInput(availableCents));
  const [invalid, setInvalid] = useState<string | null>(null);
  const payout = useRequestPayout({
    onSuccess: (paid) =>
      toast({
        title: "Payout requested",
        description: `${formatMoney(paid.amountCents)} is on its way to your payout account.`,
      }),
  });

  const failure = payout.error
    ? isUnsettled(payout.error)
      ? `${payout.error.message} Request again to retry: it is paid out only once.`
      : payout.error.message
    : null;

  const submit = () => {
    const error = payoutAmountError(amount, availableCents);
    setInvalid(error);
    if (error) return;
    const cents = parseDollars(amount)!;
    // The whole balance is asked for without an amount, so a rounding of the field never leaves cents behind.
    payout.mutate(cents === availableCents ? {} : { amount: cents }, {
      onSuccess: () => onOpenChange(false),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) {
          setAmount(centsToInput(availableCents));
          setInvalid(null);
          payout.reset();
        }
      }}
      title="Request a payout"
      description={
        <>
          Your available balance is {formatMoney(availableCents)}. The payout is sent to your payout
          account through our payment provider; the history shows when it is paid.
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      isPending={payout.isPending}
      error={failure}
      submitLabel="Request payout"
      pendingLabel="Requesting..."
      submitVariant="flare"
      cancelLabel="Go back"
    >
      <FormField
        label="Amount (US dollars)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          if (invalid) setInvalid(null);
        }}
        error={invalid ?? undefined}
        hint={
          <button
            type="button"
            className="font-medium text-brand-sky underline"
            onClick={() => setAmount(centsToInput(availableCents))}
          >
            Withdraw everything ({formatMoney(availableCents)})
          </button>
        }
      />
    </FormDialog>
  );
}
