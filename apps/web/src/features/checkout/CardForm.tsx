import type { PaymentsConfigDto } from "@skyhire/shared";
import { LockIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/FormField";
import { Button } from "@/components/ui/button";
import { resolverFrom } from "@/features/jobs/formResolver";
import {
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardDetails,
  type CardFormValues,
} from "./cardForm";
import { TestCards } from "./TestCards";

const cardResolver = resolverFrom<CardFormValues, CardDetails>((values) => validateCard(values));

type CardFormProps = {
  onSubmit: (card: CardDetails) => void;
  isPending: boolean;
  /** Expired or already paid: nothing can be sent. */
  disabled?: boolean;
  submitLabel: string;
  /** The test provider's cards, listed to fill in. */
  testCards: PaymentsConfigDto["testCards"];
};

/** Card number, expiry, security code and name, each checked with a message of its own. */
export function CardForm({ onSubmit, isPending, disabled, submitLabel, testCards }: CardFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<CardFormValues, unknown, CardDetails>({
    resolver: cardResolver,
    defaultValues: EMPTY_CARD,
  });

  const fill = (number: string) => {
    setValue("number", formatCardNumber(number), { shouldValidate: isSubmitted });
    // Any future expiry and code work with the test provider; keep what was typed.
    if (!getValues("expiry")) setValue("expiry", "12 / 34", { shouldValidate: isSubmitted });
    if (!getValues("cvc")) setValue("cvc", "123", { shouldValidate: isSubmitted });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      {testCards.length > 0 && <TestCards cards={testCards} onUse={fill} />}
      <FormField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...register("number", {
          onChange: (e: { target: HTMLInputElement }) =>
            setValue("number", formatCardNumber(e.target.value)),
        })}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...register("expiry", {
            onChange: (e: { target: HTMLInputElement }) =>
              setValue("expiry", formatExpiry(e.target.value)),
          })}
        />
        <FormField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          error={errors.cvc?.message}
          {...register("cvc")}
        />
      </div>
      <FormField
        label="Name on card"
        autoComplete="cc-name"
        error={errors.name?.message}
        {...register("name")}
      />
      <Button
        type="submit"
        variant="flare"
        size="lg"
        className="w-full"
        disabled={disabled || isPending}
      >
        <LockIcon />
        {isPending ? "Processing payment..." : submitLabel}
      </Button>
    </form>
  );
}
