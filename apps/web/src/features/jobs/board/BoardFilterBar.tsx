import { ALL_FILTER } from "@skyhire/shared";
import { MapPinIcon, SearchIcon, SlidersHorizontalIcon, XIcon } from "lucide-react";
import { memo, useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BUDGET_OPTIONS, SERVICE_OPTIONS } from "@/features/pilots/filterOptions";
import { NativeSelect } from "@/features/pilots/NativeSelect";
import { cn } from "@/lib/utils";
import {
  activeBoardFilterCount,
  RADIUS_CHOICES,
  withBoardFilter,
  type BoardFilters,
} from "./boardFilters";

const RADIUS_OPTIONS = [
  ...RADIUS_CHOICES.map((miles) => ({ value: String(miles), label: `Within ${miles} mi` })),
  { value: ALL_FILTER, label: "Anywhere" },
];

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
  return (
    <section
      aria-label="Job filters"
      className="rounded-2xl border bg-card p-4 shadow-[0_1px_2px_rgb(11_26_58/0.04),0_12px_32px_-20px_rgb(11_26_58/0.25)] sm:p-5"
    >
      {/* Re-mounts when the URL changes (back button), so the fields follow it. */}
      <TextSearch
        key={`${filters.q}|${filters.location}`}
        q={filters.q}
        location={filters.location}
        onSearch={(q, location) => onChange(withBoardFilter(filters, { q, location }))}
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
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <Label htmlFor={`${ids}-service`}>Service</Label>
          <NativeSelect
            id={`${ids}-service`}
            options={SERVICE_OPTIONS}
            value={filters.serviceType}
            onChange={(e) => onChange(withBoardFilter(filters, { serviceType: e.target.value }))}
          />
        </div>
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <Label htmlFor={`${ids}-budget`}>Budget</Label>
          <NativeSelect
            id={`${ids}-budget`}
            options={BUDGET_OPTIONS}
            value={filters.budget}
            onChange={(e) => onChange(withBoardFilter(filters, { budget: e.target.value }))}
          />
        </div>
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <Label htmlFor={`${ids}-radius`}>Distance</Label>
          <NativeSelect
            id={`${ids}-radius`}
            options={RADIUS_OPTIONS}
            value={String(filters.radius)}
            onChange={(e) =>
              onChange(
                withBoardFilter(filters, {
                  radius: e.target.value === ALL_FILTER ? ALL_FILTER : Number(e.target.value),
                }),
              )
            }
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-from`}>Due from</Label>
          <Input
            id={`${ids}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange(withBoardFilter(filters, { from: e.target.value }))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-to`}>Due by</Label>
          <Input
            id={`${ids}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onChange(withBoardFilter(filters, { to: e.target.value }))}
          />
        </div>
      </div>
      {active > 0 && (
        <div className="mt-3 flex justify-end">
          <Link
            href={path}
            className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <XIcon className="size-3.5" aria-hidden />
            Clear filters
          </Link>
        </div>
      )}
    </section>
  );
});

function TextSearch({
  q,
  location,
  onSearch,
}: {
  q: string;
  location: string;
  onSearch: (q: string, location: string) => void;
}) {
  const [words, setWords] = useState(q);
  const [place, setPlace] = useState(location);
  const id = useId();
  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim(), place.trim());
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-q`}>Search jobs</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-sky"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            placeholder="Words in the title, e.g. roof"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-location`}>Near</Label>
        <div className="relative">
          <MapPinIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-sky"
            aria-hidden
          />
          <Input
            id={`${id}-location`}
            name="location"
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            placeholder="Your base, or City, ST or ZIP"
            autoComplete="address-level2"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </div>
      <Button type="submit" className="h-11 px-5">
        <SearchIcon aria-hidden />
        Search
      </Button>
    </form>
  );
}
