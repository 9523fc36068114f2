import { useState } from "react";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (payout.isPending) return;
        onOpenChange(next);
        if (next) {
          setAmount(centsToInput(availableCents));
          setInvalid(null);
          payout.reset();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a payout</DialogTitle>
          <DialogDescription>
            Your available balance is {formatMoney(availableCents)}. The payout is sent to your
            payout account through our payment provider; the history shows when it is paid.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="space-y-4"
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
          {failure && <Alert>{failure}</Alert>}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={payout.isPending}
            >
              Go back
            </Button>
            <Button type="submit" variant="flare" disabled={payout.isPending}>
              {payout.isPending ? "Requesting..." : "Request payout"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
