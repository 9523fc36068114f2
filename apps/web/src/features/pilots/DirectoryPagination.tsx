import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { pilotsHref, type DirectoryFilters } from "./directoryFilters";

/**
 * Previous / page x of y / next, as links so each page has its own address. When the server
 * stopped counting (`totalIsEstimate`), there are more pages than the count covers: "of 9+",
 * and Next stays on.
 */
export function DirectoryPagination({
  filters,
  total,
  totalIsEstimate = false,
  pageSize,
}: {
  filters: DirectoryFilters;
  total: number;
  totalIsEstimate?: boolean;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && !totalIsEstimate) return null;
  const page = Math.min(filters.page, pages);
  const link = (target: number, label: string, icon: "prev" | "next") => {
    const disabled = target < 1 || (target > pages && !totalIsEstimate);
    const className = cn(
      buttonVariants({ variant: "outline" }),
      disabled && "pointer-events-none opacity-50",
    );
    const content =
      icon === "prev" ? (
        <>
          <ChevronLeftIcon aria-hidden />
          {label}
        </>
      ) : (
        <>
          {label}
          <ChevronRightIcon aria-hidden />
        </>
      );
    return disabled ? (
      <span className={className} aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link href={pilotsHref({ ...filters, page: target })} className={className}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-3">
      {link(page - 1, "Previous", "prev")}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page <span className="font-semibold text-foreground">{page}</span> of{" "}
        <span className="font-semibold text-foreground">
          {pages}
          {totalIsEstimate && "+"}
        </span>
      </p>
      {link(page + 1, "Next", "next")}
    </nav>
  );
}
