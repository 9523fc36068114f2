import type { ApplicationDto } from "@skyhire/shared";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/forms/FormDialog";
import { FormField } from "@/components/forms/FormField";
import { TextareaField } from "@/components/forms/TextareaField";
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

  const proposed = formatDay(application.proposedDate);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Counter-offer to ${name}`}
      description={
        <>
          Their quote is {formatCents(application.quote)}
          {proposed ? ` for ${proposed}` : ""}. Propose another price, another date, or both. If
          they accept, their proposal changes to your terms.
        </>
      }
      onSubmit={submit}
      isPending={counter.isPending}
      error={counter.error?.message}
      submitLabel="Send counter-offer"
      pendingLabel="Sending..."
    >
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
      <TextareaField
        label="Message (optional)"
        placeholder="e.g. Could you do it for $400 if we keep the same date?"
        value={values.message}
        onChange={(e) => set("message")(e.target.value)}
        error={errors.message}
      />
    </FormDialog>
  );
}
