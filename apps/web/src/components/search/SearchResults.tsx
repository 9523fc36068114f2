import type { Key, ReactNode } from "react";
import { cn } from "@/lib/utils";

type Props<T> = {
  /** The query's state: first load, or an earlier answer kept up while the next one loads. */
  isPending: boolean;
  isPlaceholderData: boolean;
  items: readonly T[] | undefined;
  /** What went wrong, when something did (the screen picks its own wording); else null. */
  error: ReactNode;
  /** Shown when the answer has no items. */
  empty: ReactNode;
  /** Accessible names of the list and of its loading placeholder. */
  label: string;
  loadingLabel: string;
  /** Column classes of the grid, e.g. "md:grid-cols-2". */
  columns: string;
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T) => ReactNode;
  /** A placeholder card of the same size as a result. */
  skeleton: ReactNode;
  /** Under the results, e.g. the pagination. */
  footer?: ReactNode;
};

const SKELETON_COUNT = 6;

/** A search's results in their four states: error, first load, results, nothing found. */
export function SearchResults<T>({
  isPending,
  isPlaceholderData,
  items,
  error,
  empty,
  label,
  loadingLabel,
  columns,
  itemKey,
  renderItem,
  skeleton,
  footer,
}: Props<T>) {
  if (error) return <>{error}</>;
  if (isPending) {
    return (
      <ul className={cn("grid gap-4", columns)} aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  if (!items || items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul
        className={cn("grid gap-4 transition-opacity", columns, isPlaceholderData && "opacity-60")}
        aria-busy={isPlaceholderData || undefined}
        aria-label={label}
      >
        {items.map((item, index) => (
          <li key={itemKey(item, index)}>{renderItem(item)}</li>
        ))}
      </ul>
      {footer}
    </>
  );
}
