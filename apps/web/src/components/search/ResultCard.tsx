import { NavigationIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";

/** A search result's card; its title link (`ResultCardLink`) makes the whole card clickable. */
export function ResultCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col gap-3 rounded-2xl border bg-card p-5 transition-[border-color,box-shadow] hover:border-brand-sky/50 hover:shadow-[0_12px_32px_-20px_rgb(11_26_58/0.35)]",
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The card's title link, stretched over the card so a click anywhere opens it. */
export function ResultCardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring"
    >
      {children}
    </Link>
  );
}

/** A row of short facts (place, distance, date...), each with its icon. */
export function ResultFacts({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground", className)}>
      {children}
    </ul>
  );
}

/** One fact with its icon: an item of `ResultFacts`, or `as="span"` anywhere else. */
export function ResultFact({
  icon: Icon,
  iconClassName,
  className,
  as: Tag = "li",
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  className?: string;
  as?: "li" | "span";
  children: ReactNode;
}) {
  return (
    <Tag className={cn("inline-flex items-center gap-1", className)}>
      <Icon className={cn("size-3.5", iconClassName)} aria-hidden />
      {children}
    </Tag>
  );
}

/** The card's bottom line, under a rule, pushed to the bottom so cards in a row line up. */
export function ResultCardFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-xs text-muted-foreground">
      {children}
    </div>
  );
}

/** "18 mi away", set off from the other facts: how far matters most when choosing. */
export function DistanceFact({ text }: { text: string }) {
  return (
    <ResultFact
      icon={NavigationIcon}
      iconClassName="text-brand-sky"
      className="font-medium text-foreground"
    >
      {text}
    </ResultFact>
  );
}
