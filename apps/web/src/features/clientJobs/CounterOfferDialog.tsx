import type { ApplicationDto } from "@skyhire/shared";
import { useEffect, useId, useState, type FormEvent } from "react";
import { describedBy, FieldMessages, FormField } from "@/components/forms/FormField";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatDay, todayInput } from "@/features/jobs/jobDates";
import { formatCents } from "@/features/jobs/jobRules";
import { toast } from "@/features/toast/toastStore";
import { applicantName } from "./applicantText";
import { useCounterOffer } from "./clientJobMutations";
import {
  validateCounterOffer,
  type CounterOfferField,
  type CounterOfferValues,
} from "./counterOfferForm";

const EMPTY: CounterOfferValues = { price: "", date: "", message: "" };

type CounterOfferDialogProps = {
  application: ApplicationDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Propose another price, another date, or both; the pilot accepts or declines it. */
export function CounterOfferDialog({ application, open, onOpenChange }: CounterOfferDialogProps) {
  const ids = useId();
  const counter = useCounterOffer();
  const [values, setValues] = useState<CounterOfferValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CounterOfferField, string>>>({});

  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
      counter.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form on every opening
  }, [open, application?.id]);

  if (!application) return null;
  const name = applicantName(application);
  const set = (field: CounterOfferField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCounterOffer(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    counter.mutate(
      { applicationId: application.id, offer: result.offer },
      {
        onSuccess: () => {
          toast({
            title: "Counter-offer sent",
            description: `${name} can accept or decline it. You'll see their answer here.`,
          });
          onOpenChange(false);
        },
      },
    );
  };

  const messageId = `${ids}-message`;
  const proposed = formatDay(application.proposedDate);
  return (
    <Dialog open={open} onOpenChange={(next) => !counter.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Counter-offer to {name}</DialogTitle>
          <DialogDescription>
            Their quote is {formatCents(application.quote)}
            {proposed ? ` for ${proposed}` : ""}. Propose another price, another date, or both. If
            they accept, their proposal changes to your terms.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Your price (USD)"
              inputMode="numeric"
              placeholder={`e.g. ${Math.max(Math.round((application.quote * 0.9) / 100 / 5) * 5, 1)}`}
              hint="Whole dollars"
              value={values.price}
              onChange={(e) => set("price")(e.target.value)}
              error={errors.price}
            />
            <FormField
              label="Your date"
              type="date"
              min={todayInput()}
              value={values.date}
              onChange={(e) => set("date")(e.target.value)}
              error={errors.date}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={messageId}>Message (optional)</Label>
            <Textarea
              id={messageId}
              rows={3}
              className="min-h-20"
              placeholder="e.g. Could you do it for $400 if we keep the same date?"
              value={values.message}
              onChange={(e) => set("message")(e.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy(messageId, null, errors.message)}
            />
            <FieldMessages inputId={messageId} error={errors.message} />
          </div>
          {counter.error && <Alert>{counter.error.message}</Alert>}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={counter.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={counter.isPending}>
              {counter.isPending ? "Sending..." : "Send counter-offer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
