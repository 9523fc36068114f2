import { SearchIcon } from "lucide-react";
import { memo, useId } from "react";
import { SelectField } from "@/components/search/SelectField";
import { SingleFieldSearch } from "@/components/search/SingleFieldSearch";
import { cn } from "@/lib/utils";
import { CRM_SORT_OPTIONS, CRM_STATUS_TABS, type CrmFilters } from "./crmFilters";

type Props = { filters: CrmFilters; onChange: (next: CrmFilters) => void };

/** Status tabs, a name search and the sort; every change lands in the address bar. */
export const CrmFilterBar = memo(function CrmFilterBar({ filters, onChange }: Props) {
  const ids = useId();
  return (
    <section aria-label="Client filters" className="space-y-4">
      <div
        role="group"
        aria-label="Relationship"
        className="flex w-full gap-1 overflow-x-auto rounded-xl border bg-card p-1 sm:w-fit"
      >
        {CRM_STATUS_TABS.map((tab) => {
          const selected = filters.status === tab.value;
          return (
            <button
              key={tab.value}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange({ ...filters, status: tab.value, client: "" })}
              className={cn(
                "h-9 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none",
                selected
                  ? "bg-brand-sky text-brand-sky-foreground shadow-sm"
                  : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_13rem] sm:items-end">
        {/* Re-mounts when the URL's words change (back button), so the field follows them. */}
        <SingleFieldSearch
          key={filters.q}
          initial={filters.q}
          onSearch={(q) => onChange({ ...filters, q, client: "" })}
          label="Search clients"
          icon={SearchIcon}
          type="search"
          placeholder="Name or company"
          buttonVariant="outline"
          buttonIcon={false}
        />
        <SelectField
          id={`${ids}-sort`}
          label="Sort by"
          options={CRM_SORT_OPTIONS}
          value={filters.sort}
          onChange={(e) =>
            onChange({ ...filters, sort: e.target.value as CrmFilters["sort"], client: "" })
          }
        />
      </div>
    </section>
  );
});
