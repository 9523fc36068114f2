import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Standard page width and spacing for screens inside the app shell. */
export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14", className)}>
      {children}
    </div>
  );
}
