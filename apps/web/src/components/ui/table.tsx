import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A table in a bordered card that scrolls sideways on narrow screens. `minWidth` is a Tailwind
 * class (`min-w-[28rem]`): below it the card scrolls rather than squeezing the columns.
 */
export function DataTable({
  caption,
  minWidth,
  className,
  children,
}: {
  /** Read to screen readers only. */
  caption: string;
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // A scrolling region must be reachable by keyboard (arrow keys scroll it) and named (WCAG 2.1.1).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-2xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        className,
      )}
    >
      <table className={cn("w-full text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ children }: { children: ReactNode }) {
  return (
    <thead>
      <tr className="border-b text-left text-muted-foreground">{children}</tr>
    </thead>
  );
}

/** A column heading; `numeric` columns align right like their figures. */
export function HeaderCell({
  numeric = false,
  children,
}: {
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <th scope="col" className={cn("px-4 py-3 font-medium", numeric && "text-right")}>
      {children}
    </th>
  );
}

export function TableRow({ children }: { children: ReactNode }) {
  return <tr className="border-b last:border-0">{children}</tr>;
}

/** A cell; `numeric` cells align right with figures of even width. */
export function TableCell({
  numeric = false,
  className,
  children,
}: {
  numeric?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={cn("px-4 py-3", numeric && "text-right tabular-nums", className)}>{children}</td>
  );
}
