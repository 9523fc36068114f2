import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Previous / page x of y / next, as links so each page has its own address. */
export function BoardPagination({
  page,
  total,
  pageSize,
  hrefFor,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const link = (target: number, label: string, icon: "prev" | "next") => {
    const disabled = target < 1 || target > pages;
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
      <Link href={hrefFor(target)} className={className}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-3">
      {link(current - 1, "Previous", "prev")}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page <span className="font-semibold text-foreground">{current}</span> of{" "}
        <span className="font-semibold text-foreground">{pages}</span>
      </p>
      {link(current + 1, "Next", "next")}
    </nav>
  );
}
