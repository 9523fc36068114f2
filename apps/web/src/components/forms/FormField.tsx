import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  error?: string;
  /** A short explanation under the field, e.g. the expected format. */
  hint?: ReactNode;
  /** Extra content on the label row, e.g. a "Forgot your password?" link. */
  labelAside?: ReactNode;
};

/** Ids that tie a label's field to its hint and error for screen readers. */
export function describedBy(inputId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldMessages({
  inputId,
  hint,
  error,
}: {
  inputId: string;
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

/** Label, input, hint and validation message, wired together for screen readers. */
export function FormField({ label, error, hint, labelAside, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...inputProps}
      />
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
