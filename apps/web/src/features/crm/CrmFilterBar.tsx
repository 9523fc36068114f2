import { SearchIcon } from "lucide-react";
import { memo, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/features/pilots/NativeSelect";
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
                  ? "bg-brand-sky text-white shadow-sm"
                  : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_13rem] sm:items-end">
        <NameSearch
          key={filters.q}
          q={filters.q}
          onSearch={(q) => onChange({ ...filters, q, client: "" })}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${ids}-sort`}
            options={CRM_SORT_OPTIONS}
            value={filters.sort}
            onChange={(e) =>
              onChange({ ...filters, sort: e.target.value as CrmFilters["sort"], client: "" })
            }
          />
        </div>
      </div>
    </section>
  );
});

function NameSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [words, setWords] = useState(q);
  const id = useId();
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={id}>Search clients</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-sky"
            aria-hidden
          />
          <Input
            id={id}
            type="search"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            placeholder="Name or company"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </div>
      <Button type="submit" variant="outline" className="h-11">
        Search
      </Button>
    </form>
  );
}
