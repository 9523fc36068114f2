import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { IconInputFrame } from "./IconInputFrame";

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  icon: LucideIcon;
};

/** A labelled search input (words or a place) with its icon; submitting is the form's job. */
export function TextField({ id, label, icon, className, ...props }: TextFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <IconInputFrame icon={icon}>
        <Input id={id} enterKeyHint="search" className="pl-9" {...props} />
      </IconInputFrame>
    </div>
  );
}
