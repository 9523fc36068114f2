import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** The server stopped counting: there are more pages than the count covers. */
  totalIsEstimate?: boolean;
  className?: string;
};

/**
 * Previous / page x of y / next, as links so each page has its own address. An estimated total
 * reads "of 9+" and keeps Next on.
 */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
  totalIsEstimate = false,
  className,
}: Props) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && !totalIsEstimate) return null;
  const current = Math.min(page, pages);
  const link = (target: number, content: ReactNode) => {
    const disabled = target < 1 || (target > pages && !totalIsEstimate);
    const linkClass = cn(
      buttonVariants({ variant: "outline" }),
      disabled && "pointer-events-none opacity-50",
    );
    return disabled ? (
      <span className={linkClass} aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link href={hrefFor(target)} className={linkClass}>
        {content}
      </Link>
    );
  };
  return (
    <nav
      aria-label="Pagination"
      className={cn("mt-8 flex items-center justify-between gap-3", className)}
    >
      {link(
        current - 1,
        <>
          <ChevronLeftIcon aria-hidden />
          Previous
        </>,
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page <span className="font-semibold text-foreground">{current}</span> of{" "}
        <span className="font-semibold text-foreground">
          {pages}
          {totalIsEstimate && "+"}
        </span>
      </p>
      {link(
        current + 1,
        <>
          Next
          <ChevronRightIcon aria-hidden />
        </>,
      )}
    </nav>
  );
}
