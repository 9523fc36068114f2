import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Puts an icon inside the left edge of the input it wraps (the input needs `pl-9`). */
export function IconInputFrame({
  icon: Icon,
  iconClassName = "text-brand-sky",
  className,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("relative", className)}>
      <Icon
        className={cn(
          "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2",
          iconClassName,
        )}
        aria-hidden
      />
      {children}
    </div>
  );
}
