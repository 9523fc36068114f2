import { CheckIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/utils";

type ChoiceChipsProps = {
  legend: string;
  hint?: string;
  error?: string;
  /** checkbox: several values (an array); radio: exactly one. */
  type: "checkbox" | "radio";
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  className?: string;
};

/**
 * Options as toggle chips over native inputs (keyboard, screen readers and form state work as
 * with plain checkboxes or radios).
 */
export function ChoiceChips({
  legend,
  hint,
  error,
  type,
  options,
  registration,
  className,
}: ChoiceChipsProps) {
  const hintId = `${registration.name}-hint`;
  const errorId = `${registration.name}-error`;
  return (
    <fieldset
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
      className={cn("space-y-3", className)}
    >
      <legend className="text-sm leading-none font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map(({ label, value }) => (
          <label
            key={value}
            className="group relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border bg-background px-3.5 py-2 text-sm font-medium transition-colors select-none hover:border-brand-sky/60 has-checked:border-brand-sky has-checked:bg-brand-sky-soft has-checked:text-brand-sky has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
          >
            <input
              type={type}
              value={value}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              {...registration}
            />
            <CheckIcon className="hidden size-3.5 group-has-checked:block" aria-hidden />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
