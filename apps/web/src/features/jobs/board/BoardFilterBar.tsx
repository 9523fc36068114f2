import { ALL_FILTER } from "@skyhire/shared";
import { SlidersHorizontalIcon } from "lucide-react";
import { memo, useId, useState } from "react";
import { ClearFiltersLink } from "@/components/search/ClearFiltersLink";
import { FilterPanel } from "@/components/search/FilterPanel";
import { BUDGET_OPTIONS, radiusOptions, SERVICE_OPTIONS } from "@/components/search/filterOptions";
import { SelectField } from "@/components/search/SelectField";
import { WordsAndPlaceSearch } from "@/components/search/WordsAndPlaceSearch";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import {
  activeBoardFilterCount,
  RADIUS_CHOICES,
  withBoardFilter,
  type BoardFilters,
} from "./boardFilters";

const RADIUS_OPTIONS = radiusOptions(RADIUS_CHOICES, { anywhere: true });
/** On phones each select takes the full width; from `sm` the grid's own columns. */
const WIDE_ON_PHONES = "col-span-2 sm:col-span-1";

type Props = {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  /** The board's own path (/jobs, /job-board or /find-jobs), for "Clear filters". */
  path: string;
};

/**
 * The board's filters. Selects and dates apply at once; the words and the place apply when
 * searched. Memoised: results arriving do not re-render it.
 */
export const BoardFilterBar = memo(function BoardFilterBar({ filters, onChange, path }: Props) {
  const ids = useId();
  // Phones fold the selects away behind a button; wider screens always show them.
  const [open, setOpen] = useState(false);
  const active = activeBoardFilterCount(filters);
  const set = (change: Parameters<typeof withBoardFilter>[1]) =>
    onChange(withBoardFilter(filters, change));
  return (
    <FilterPanel label="Job filters">
      <WordsAndPlaceSearch
        key={`${filters.q}|${filters.location}`}
        q={filters.q}
        location={filters.location}
        onSearch={(q, location) => set({ q, location })}
        wordsLabel="Search jobs"
        wordsPlaceholder="Words in the title, e.g. roof"
        placePlaceholder="Your base, or City, ST or ZIP"
      />
      <Button
        type="button"
        variant="outline"
        className="mt-3 w-full sm:hidden"
        aria-expanded={open}
        aria-controls={`${ids}-filters`}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontalIcon />
        {open ? "Hide filters" : "More filters"}
        {active > 0 && (
          <span className="rounded-full bg-brand-sky-soft px-1.5 text-xs text-brand-sky">
            {active}
          </span>
        )}
      </Button>
      <div
        id={`${ids}-filters`}
        className={cn(
          "mt-4 grid-cols-2 gap-3 sm:grid lg:grid-cols-5 lg:items-end",
          open ? "grid" : "hidden",
        )}
      >
        <SelectField
          id={`${ids}-service`}
          label="Service"
          fieldClassName={WIDE_ON_PHONES}
          options={SERVICE_OPTIONS}
          value={filters.serviceType}
          onChange={(e) => set({ serviceType: e.target.value })}
        />
        <SelectField
          id={`${ids}-budget`}
          label="Budget"
          fieldClassName={WIDE_ON_PHONES}
          options={BUDGET_OPTIONS}
          value={filters.budget}
          onChange={(e) => set({ budget: e.target.value })}
        />
        <SelectField
          id={`${ids}-radius`}
          label="Distance"
          fieldClassName={WIDE_ON_PHONES}
          options={RADIUS_OPTIONS}
          value={String(filters.radius)}
          onChange={(e) =>
            set({ radius: e.target.value === ALL_FILTER ? ALL_FILTER : Number(e.target.value) })
          }
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-from`}>Due from</Label>
          <Input
            id={`${ids}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-to`}>Due by</Label>
          <Input
            id={`${ids}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </div>
      {active > 0 && <ClearFiltersLink href={path} />}
    </FilterPanel>
  );
});
