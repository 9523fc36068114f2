import { SERVICE_TYPES } from "@skyhire/shared";
import { CheckIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";

type ServicePickerProps = {
  legend: string;
  hint?: string;
  error?: string;
  /** `register("jobCategories")`: checkboxes sharing one name give an array of values. */
  registration: UseFormRegisterReturn;
};

/** Multi-select of the spec's service types as toggle chips (native checkboxes underneath). */
export function ServicePicker({ legend, hint, error, registration }: ServicePickerProps) {
  const errorId = `${registration.name}-error`;
  const hintId = `${registration.name}-hint`;
  return (
    <fieldset
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
      className="space-y-3"
    >
      <legend className="text-sm leading-none font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {SERVICE_TYPES.map(({ label, value }) => (
          <label
            key={value}
            className="group relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border bg-background px-3.5 py-2 text-sm font-medium transition-colors select-none hover:border-brand-sky/60 has-checked:border-brand-sky has-checked:bg-brand-sky-soft has-checked:text-brand-sky has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
          >
            <input
              type="checkbox"
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
