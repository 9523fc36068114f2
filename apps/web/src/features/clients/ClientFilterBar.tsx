import { ALL_FILTER } from "@skyhire/shared";
import { MapPinIcon, SearchIcon, XIcon } from "lucide-react";
import { memo, useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SERVICE_OPTIONS } from "@/components/search/filterOptions";
import { NativeSelect } from "@/components/ui/native-select";
import {
  activeClientFilterCount,
  CLIENT_RADIUS_CHOICES,
  withClientFilter,
  type ClientFilters,
} from "./clientFilters";

const RADIUS_OPTIONS = CLIENT_RADIUS_CHOICES.map((miles) => ({
  value: String(miles),
  label: `Within ${miles} mi`,
}));

type Props = {
  filters: ClientFilters;
  onChange: (next: ClientFilters) => void;
  /** Industries of clients who hire, from the last answer. */
  industries: string[];
  path: string;
};

/** Words and place apply when searched; the selects apply at once. */
export const ClientFilterBar = memo(function ClientFilterBar({
  filters,
  onChange,
  industries,
  path,
}: Props) {
  const ids = useId();
  const industryOptions = [
    { value: ALL_FILTER, label: "All industries" },
    // A filter from an old link stays choosable even when no client has it any more.
    ...[...new Set([...industries, ...(filters.industry !== ALL_FILTER ? [filters.industry] : [])])]
      .sort()
      .map((industry) => ({ value: industry, label: industry })),
  ];
  return (
    <section
      aria-label="Client filters"
      className="rounded-2xl border bg-card p-4 shadow-[0_1px_2px_rgb(11_26_58/0.04),0_12px_32px_-20px_rgb(11_26_58/0.25)] sm:p-5"
    >
      <TextSearch
        key={`${filters.q}|${filters.location}`}
        q={filters.q}
        location={filters.location}
        onSearch={(q, location) => onChange(withClientFilter(filters, { q, location }))}
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-industry`}>Industry</Label>
          <NativeSelect
            id={`${ids}-industry`}
            options={industryOptions}
            value={filters.industry}
            onChange={(e) => onChange(withClientFilter(filters, { industry: e.target.value }))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-service`}>Hires for</Label>
          <NativeSelect
            id={`${ids}-service`}
            options={SERVICE_OPTIONS}
            value={filters.serviceType}
            onChange={(e) => onChange(withClientFilter(filters, { serviceType: e.target.value }))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-radius`}>Distance</Label>
          <NativeSelect
            id={`${ids}-radius`}
            options={RADIUS_OPTIONS}
            value={String(filters.radius)}
            disabled={!filters.location}
            title={filters.location ? undefined : "Search near a place to choose a distance"}
            onChange={(e) =>
              onChange(withClientFilter(filters, { radius: Number(e.target.value) }))
            }
          />
        </div>
      </div>
      {activeClientFilterCount(filters) > 0 && (
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
        <Label htmlFor={`${id}-q`}>Search clients</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-sky"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            placeholder="Company, name or industry"
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
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            placeholder="City, ST or ZIP"
            autoComplete="address-level2"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </div>
      <Button type="submit" variant="flare" className="h-11">
        <SearchIcon />
        Search
      </Button>
    </form>
  );
}
