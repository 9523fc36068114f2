import { ALL_FILTER } from "@skyhire/shared";
import { memo, useId } from "react";
import { ClearFiltersLink } from "@/components/search/ClearFiltersLink";
import { FilterPanel } from "@/components/search/FilterPanel";
import { radiusOptions, SERVICE_OPTIONS } from "@/components/search/filterOptions";
import { SelectField } from "@/components/search/SelectField";
import { WordsAndPlaceSearch } from "@/components/search/WordsAndPlaceSearch";
import {
  activeClientFilterCount,
  CLIENT_RADIUS_CHOICES,
  withClientFilter,
  type ClientFilters,
} from "./clientFilters";

const RADIUS_OPTIONS = radiusOptions(CLIENT_RADIUS_CHOICES);

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
  const set = (change: Parameters<typeof withClientFilter>[1]) =>
    onChange(withClientFilter(filters, change));
  const industryOptions = [
    { value: ALL_FILTER, label: "All industries" },
    // A filter from an old link stays choosable even when no client has it any more.
    ...[...new Set([...industries, ...(filters.industry !== ALL_FILTER ? [filters.industry] : [])])]
      .sort()
      .map((industry) => ({ value: industry, label: industry })),
  ];
  return (
    <FilterPanel label="Client filters">
      <WordsAndPlaceSearch
        key={`${filters.q}|${filters.location}`}
        q={filters.q}
        location={filters.location}
        onSearch={(q, location) => set({ q, location })}
        wordsLabel="Search clients"
        wordsPlaceholder="Company, name or industry"
        placePlaceholder="City, ST or ZIP"
        buttonVariant="flare"
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
        <SelectField
          id={`${ids}-industry`}
          label="Industry"
          options={industryOptions}
          value={filters.industry}
          onChange={(e) => set({ industry: e.target.value })}
        />
        <SelectField
          id={`${ids}-service`}
          label="Hires for"
          options={SERVICE_OPTIONS}
          value={filters.serviceType}
          onChange={(e) => set({ serviceType: e.target.value })}
        />
        <SelectField
          id={`${ids}-radius`}
          label="Distance"
          options={RADIUS_OPTIONS}
          value={String(filters.radius)}
          disabled={!filters.location}
          title={filters.location ? undefined : "Search near a place to choose a distance"}
          onChange={(e) => set({ radius: Number(e.target.value) })}
        />
      </div>
      {activeClientFilterCount(filters) > 0 && <ClearFiltersLink href={path} />}
    </FilterPanel>
  );
});
