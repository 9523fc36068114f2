import { XIcon } from "lucide-react";
import { Link } from "wouter";

/** "Clear filters" under a filter panel: a link to the screen's own path with no query. */
export function ClearFiltersLink({ href }: { href: string }) {
  return (
    <div className="mt-3 flex justify-end">
      <Link
        href={href}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <XIcon className="size-3.5" aria-hidden />
        Clear filters
      </Link>
    </div>
  );
}
