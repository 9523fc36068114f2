import { useId, type ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { describedBy, FieldMessages } from "./FormField";

type TextareaFieldProps = ComponentProps<typeof Textarea> & {
  label: string;
  error?: string;
};

/** Label, a three-line text area and its validation message, wired together for screen readers. */
export function TextareaField({ label, error, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Textarea
        id={inputId}
        rows={3}
        className={cn("min-h-20", className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, null, error)}
        {...props}
      />
      <FieldMessages inputId={inputId} error={error} />
    </div>
  );
}
