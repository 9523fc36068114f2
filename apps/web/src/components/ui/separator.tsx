import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A purely visual divider. */
export function Separator({ className, ...props }: ComponentProps<"div">) {
  return <div role="none" className={cn("h-px w-full shrink-0 bg-border", className)} {...props} />;
}
