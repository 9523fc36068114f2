import type { ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

type SelectFieldProps = ComponentProps<typeof NativeSelect> & {
  id: string;
  label: string;
  /** Classes of the field (label and select), e.g. its grid span. */
  fieldClassName?: string;
};

/** A labelled filter select that applies as soon as it changes. */
export function SelectField({ id, label, fieldClassName, ...props }: SelectFieldProps) {
  return (
    <div className={cn("space-y-1.5", fieldClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...props} />
    </div>
  );
}
