import { MapPinIcon } from "lucide-react";
import { shortDollars } from "@skyhire/shared";
import { memo, useId } from "react";
import { ClearFiltersLink } from "@/components/search/ClearFiltersLink";
import { FilterPanel } from "@/components/search/FilterPanel";
import { BUDGET_OPTIONS, radiusOptions, SERVICE_OPTIONS } from "@/components/search/filterOptions";
import { SelectField } from "@/components/search/SelectField";
import { SingleFieldSearch } from "@/components/search/SingleFieldSearch";
import { ToggleField } from "@/components/search/ToggleField";
import {
  activeFilterCount,
  INSURED_MIN_OPTIONS,
  RADIUS_OPTIONS,
  withFilter,
  type DirectoryFilters,
} from "./directoryFilters";

const RADIUS_SELECT = radiusOptions(RADIUS_OPTIONS);
const INSURED_SELECT = [
  { value: "0", label: "Any coverage" },
  ...INSURED_MIN_OPTIONS.map((dollars) => ({
    value: String(dollars),
    label: shortDollars(dollars * 100),
  })),
];

type Props = { filters: DirectoryFilters; onChange: (next: DirectoryFilters) => void };

/**
 * The directory's filters. Selects apply at once; the location applies when searched. Memoised:
 * results arriving do not re-render it.
 */
export const DirectoryFilterBar = memo(function DirectoryFilterBar({ filters, onChange }: Props) {
  const ids = useId();
  const hasLocation = filters.location !== "";
  const set = (change: Parameters<typeof withFilter>[1]) => onChange(withFilter(filters, change));
  return (
    <FilterPanel label="Search filters">
      {/* Re-mounts when the URL's location changes (back button), so the field follows it. */}
      <SingleFieldSearch
        key={filters.location}
        initial={filters.location}
        onSearch={(location) => set({ location })}
        label="Location"
        icon={MapPinIcon}
        name="location"
        placeholder="City, State or ZIP"
        autoComplete="address-level2"
      />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <SelectField
          id={`${ids}-service`}
          label="Service"
          fieldClassName="col-span-2 sm:col-span-1"
          options={SERVICE_OPTIONS}
          value={filters.specialization}
          onChange={(e) => set({ specialization: e.target.value })}
        />
        <SelectField
          id={`${ids}-budget`}
          label="Budget"
          options={BUDGET_OPTIONS}
          value={filters.budget}
          onChange={(e) => set({ budget: e.target.value })}
        />
        <SelectField
          id={`${ids}-radius`}
          label="Radius"
          options={RADIUS_SELECT}
          value={String(filters.radius)}
          disabled={!hasLocation}
          title={hasLocation ? undefined : "Enter a location to search around it"}
          onChange={(e) => set({ radius: Number(e.target.value) })}
        />
        <ToggleField
          id={`${ids}-available`}
          label="Available now"
          className="col-span-2 sm:col-span-1 lg:min-w-44"
          checked={filters.available}
          onCheckedChange={(available) => set({ available })}
        />
      </div>
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <SelectField
          id={`${ids}-insured`}
          label="Insured for at least"
          options={INSURED_SELECT}
          value={String(filters.insuredMin)}
          onChange={(e) => set({ insuredMin: Number(e.target.value) })}
        />
        <ToggleField
          id={`${ids}-part107`}
          label="Part 107 current"
          className="lg:col-start-4 lg:min-w-44"
          checked={filters.part107Current}
          onCheckedChange={(part107Current) => set({ part107Current })}
        />
      </div>
      {activeFilterCount(filters) > 0 && <ClearFiltersLink href="/pilots" />}
    </FilterPanel>
  );
});
