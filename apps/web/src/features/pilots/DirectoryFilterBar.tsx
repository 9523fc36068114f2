import { MapPinIcon, SearchIcon, XIcon } from "lucide-react";
import { memo, useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  activeFilterCount,
  RADIUS_OPTIONS,
  withFilter,
  type DirectoryFilters,
} from "./directoryFilters";
import { BUDGET_OPTIONS, SERVICE_OPTIONS } from "@/components/search/filterOptions";
import { NativeSelect } from "./NativeSelect";

const RADIUS_SELECT = RADIUS_OPTIONS.map((miles) => ({
  value: String(miles),
  label: `Within ${miles} mi`,
}));

type Props = { filters: DirectoryFilters; onChange: (next: DirectoryFilters) => void };

/**
 * The directory's filters. Selects apply at once; the location applies when searched. Memoised:
 * results arriving do not re-render it.
 */
export const DirectoryFilterBar = memo(function DirectoryFilterBar({ filters, onChange }: Props) {
  const ids = useId();
  const hasLocation = filters.location !== "";
  return (
    <section
      aria-label="Search filters"
      className="rounded-2xl border bg-card p-4 shadow-[0_1px_2px_rgb(11_26_58/0.04),0_12px_32px_-20px_rgb(11_26_58/0.25)] sm:p-5"
    >
      {/* Re-mounts when the URL's location changes (back button), so the field follows it. */}
      <LocationSearch
        key={filters.location}
        initial={filters.location}
        onSearch={(location) => onChange(withFilter(filters, { location }))}
      />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <Label htmlFor={`${ids}-service`}>Service</Label>
          <NativeSelect
            id={`${ids}-service`}
            options={SERVICE_OPTIONS}
            value={filters.specialization}
            onChange={(e) => onChange(withFilter(filters, { specialization: e.target.value }))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-budget`}>Budget</Label>
          <NativeSelect
            id={`${ids}-budget`}
            options={BUDGET_OPTIONS}
            value={filters.budget}
            onChange={(e) => onChange(withFilter(filters, { budget: e.target.value }))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-radius`}>Radius</Label>
          <NativeSelect
            id={`${ids}-radius`}
            options={RADIUS_SELECT}
            value={String(filters.radius)}
            disabled={!hasLocation}
            title={hasLocation ? undefined : "Enter a location to search around it"}
            onChange={(e) => onChange(withFilter(filters, { radius: Number(e.target.value) }))}
          />
        </div>
        <div className="col-span-2 flex h-11 items-center justify-between gap-3 rounded-lg border border-input px-3 sm:col-span-1 lg:min-w-44">
          <Label htmlFor={`${ids}-available`} className="cursor-pointer">
            Available now
          </Label>
          <Switch
            id={`${ids}-available`}
            checked={filters.available}
            onCheckedChange={(available) => onChange(withFilter(filters, { available }))}
          />
        </div>
      </div>
      {activeFilterCount(filters) > 0 && (
        <div className="mt-3 flex justify-end">
          <Link
            href="/pilots"
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

function LocationSearch({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (location: string) => void;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      role="search"
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Label htmlFor={id}>Location</Label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <MapPinIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-sky"
            aria-hidden
          />
          <Input
            id={id}
            name="location"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="City, State or ZIP"
            autoComplete="address-level2"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
        <Button type="submit" className="h-11 px-5">
          <SearchIcon aria-hidden />
          Search
        </Button>
      </div>
    </form>
  );
}
