import type { LucideIcon } from "lucide-react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { cn } from "@/lib/utils";
import { IconTile } from "./IconCardHeader";

type ItemCardProps = {
  /** The heading's id, which names the card. */
  headingId: string;
  icon: LucideIcon;
  title: string;
  /** 2 on a page whose cards are its main content (larger), else 3. */
  headingLevel: 2 | 3;
  /** Beside the title, e.g. "Main" or the property's type. */
  badge?: ReactNode;
  /** Under the title. */
  subtitle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete button's accessible name, e.g. "Remove DJI Mini 4". */
  deleteLabel: string;
  notes?: string | null;
  /** The bar along the card's bottom. */
  footer: ReactNode;
  footerClassName?: string;
};

/** One of the user's own things in a managed list: icon, title, edit and delete, notes, footer. */
export function ItemCard({
  headingId,
  icon: Icon,
  title,
  headingLevel,
  badge,
  subtitle,
  onEdit,
  onDelete,
  deleteLabel,
  notes,
  footer,
  footerClassName = "py-4",
}: ItemCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border bg-card"
    >
      <div className="flex items-start gap-3 p-5">
        <IconTile icon={Icon} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading
              id={headingId}
              // The size goes first: a later size class would drop leading-tight in cn().
              className={cn(
                headingLevel === 2 ? "text-lg" : "text-base",
                "leading-tight font-semibold break-words",
              )}
            >
              {title}
            </Heading>
            {badge}
          </div>
          {subtitle}
        </div>
        <div className="flex shrink-0 gap-1">
          <IconButton onClick={onEdit} label={`Edit ${title}`}>
            <PencilIcon />
          </IconButton>
          <IconButton
            onClick={onDelete}
            label={deleteLabel}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon />
          </IconButton>
        </div>
      </div>
      {notes && (
        <p className="mx-5 mb-4 rounded-lg bg-muted/60 px-3 py-2 text-sm break-words whitespace-pre-line">
          {notes}
        </p>
      )}
      <div className={cn("mt-auto border-t px-5", footerClassName)}>{footer}</div>
    </article>
  );
}
