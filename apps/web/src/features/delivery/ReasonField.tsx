import { useId } from "react";
import { FieldMessages, describedBy } from "@/components/forms/FormField";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type ReasonFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
  maxLength: number;
  placeholder?: string;
};

/** A labelled reason box with its hint and validation message. */
export function ReasonField({
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
  placeholder,
}: ReasonFieldProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={4}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages inputId={id} hint={hint} error={error} />
    </div>
  );
}
