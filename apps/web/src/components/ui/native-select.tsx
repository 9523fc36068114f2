import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export type SelectOption = { value: string; label: string };

type NativeSelectProps = Omit<ComponentProps<"select">, "children"> & {
  options: readonly SelectOption[];
  /** Options shown but not choosable (e.g. sorting by distance without a location). */
  disabledValues?: readonly string[];
  wrapperClassName?: string;
};

/**
 * A styled native select: light, accessible and keyboard-friendly everywhere, with the phone's
 * own picker on touch screens.
 */
export function NativeSelect({
  options,
  disabledValues = [],
  className,
  wrapperClassName,
  ...props
}: NativeSelectProps) {
  return (
    <div className={cn("relative min-w-0", wrapperClassName)}>
      <select
        className={cn(
          "h-11 w-full min-w-0 appearance-none rounded-lg border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          className,
        )}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={disabledValues.includes(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  );
}
