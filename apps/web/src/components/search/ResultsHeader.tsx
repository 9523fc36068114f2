import { useId, type ReactNode, type Ref } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";

type Props = {
  /** What the results are (count and context), announced politely as it changes. */
  summary: ReactNode;
  sortOptions: readonly SelectOption[];
  sort: string;
  onSort: (sort: string) => void;
  /** Sorts that make no sense right now (nearest without a place), shown but not choosable. */
  disabledSorts?: readonly string[];
  ref?: Ref<HTMLDivElement>;
};

/** The line above search results: how many, and the sort. */
export function ResultsHeader({ summary, sortOptions, sort, onSort, disabledSorts, ref }: Props) {
  const sortId = useId();
  return (
    <div
      ref={ref}
      className="flex min-h-11 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite" aria-atomic="true">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        <Label htmlFor={sortId} className="shrink-0 text-muted-foreground">
          Sort by
        </Label>
        <NativeSelect
          id={sortId}
          options={sortOptions}
          disabledValues={disabledSorts}
          value={sort}
          onChange={(e) => onSort(e.target.value)}
          wrapperClassName="w-44"
        />
      </div>
    </div>
  );
}

/** The count at the start of a results summary, e.g. "42 open jobs". */
export function ResultCount({ children }: { children: ReactNode }) {
  return <span className="font-display text-lg font-bold text-foreground">{children}</span>;
}
