import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { ResultCardLink } from "./ResultCard";

type Props = {
  /** A small label above the title (the service, the industry), or nothing. */
  badge?: ReactNode;
  title: string;
  href: string;
  titleClassName?: string;
  /** Under the title, e.g. the contact's name. */
  children?: ReactNode;
  /** The figure at the right (a budget, a number of open jobs) and what it counts. */
  figure: ReactNode;
  figureLabel: string;
};

/** A result card's top: badge, linked title, and its key figure on the right. */
export function ResultCardHeading({
  badge,
  title,
  href,
  titleClassName,
  children,
  figure,
  figureLabel,
}: Props) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        {badge}
        {/* Result lists sit right under the page's h1. */}
        <h2 className={cn("text-lg leading-snug font-semibold", titleClassName)}>
          <ResultCardLink href={href}>{title}</ResultCardLink>
        </h2>
        {children}
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-display text-xl font-bold">{figure}</span>
        <span className="text-xs text-muted-foreground">{figureLabel}</span>
      </p>
    </div>
  );
}
