import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type DashboardSectionProps = {
  title: string;
  id: string;
  description?: ReactNode;
  /** Controls beside the heading (month navigation, links). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One titled section of the dashboard, labelled by its heading. */
export function DashboardSection({
  title,
  id,
  description,
  actions,
  children,
  className,
}: DashboardSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn("space-y-4", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
