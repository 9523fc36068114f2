import { APPLICATION_MESSAGE_MAX, type ApplicationRequest } from "@skyhire/shared";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { FieldMessages, FormField, describedBy } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useInBrowser } from "@/lib/inBrowser";
import { todayInput } from "../jobDates";
import { formatCents } from "../jobRules";
import { serverFieldErrors } from "../serverFieldErrors";
import {
  APPLICATION_FIELDS,
  applicationResolver,
  type ApplicationFormValues,
} from "./applicationForm";

type ApplicationFormProps = {
  defaultValues: ApplicationFormValues;
  /** The client's budget, shown next to the price. */
  budgetCents: number;
  onSubmit: (payload: ApplicationRequest) => void;
  onCancel?: () => void;
  isPending: boolean;
  error: Error | null;
  submitLabel: string;
  pendingLabel: string;
};

/** A pilot's proposal: price, the day they would fly, and a message to the client. */
export function ApplicationForm({
  defaultValues,
  budgetCents,
  onSubmit,
  onCancel,
  isPending,
  error,
  submitLabel,
  pendingLabel,
}: ApplicationFormProps) {
  const messageId = useId();
  const inBrowser = useInBrowser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationFormValues, unknown, ApplicationRequest>({
    resolver: applicationResolver,
    defaultValues,
  });

  const fieldErrors = serverFieldErrors(error, APPLICATION_FIELDS);
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      setError(field as keyof ApplicationFormValues, { type: "server", message });
    }
    // Runs once per failed submit; fieldErrors is derived from `error`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError]);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label="Your price (US dollars)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint={`Whole dollars for the whole job. The client's budget is ${formatCents(budgetCents)}.`}
        error={errors.quote?.message}
        {...register("quote")}
      />
      <FormField
        label="Date you'd fly"
        type="date"
        // The viewer's today, once in the browser (a page the server drew has the server's).
        min={inBrowser ? todayInput() : undefined}
        error={errors.proposedDate?.message}
        {...register("proposedDate")}
      />
      <div className="space-y-2">
        <Label htmlFor={messageId}>Message to the client</Label>
        <Textarea
          id={messageId}
          rows={5}
          maxLength={APPLICATION_MESSAGE_MAX}
          placeholder="Your experience with this kind of job, your equipment, and how you'd fly it."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(messageId, null, errors.message?.message)}
          {...register("message")}
        />
        <FieldMessages inputId={messageId} error={errors.message?.message} />
      </div>
      {error && (
        <Alert>{hasFieldErrors ? "Please correct the highlighted fields." : error.message}</Alert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" variant="flare" disabled={isPending} className="sm:flex-1">
          {isPending ? pendingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} className="sm:flex-1">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
