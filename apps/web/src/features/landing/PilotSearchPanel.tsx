import { ALL_FILTER, PILOT_SEARCH_PREVIEW_LIMIT, serviceTypeLabel } from "@skyhire/shared";
import { ArrowRightIcon, MapPinIcon, RotateCcwIcon, SearchIcon, SearchXIcon } from "lucide-react";
import { memo, useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { IconInputFrame } from "@/components/search/IconInputFrame";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { pilotsHref } from "@/features/pilots/directoryFilters";
import { BUDGET_OPTIONS, SERVICE_OPTIONS } from "@/components/search/filterOptions";
import { buildPilotSearchUrl } from "@/features/pilots/pilotSearch";
import { pilotCountText, totalText } from "@/features/pilots/pilotFormat";
import {
  SEARCH_FAILED,
  searchFailureDetail,
  usePilotSearch,
} from "@/features/pilots/usePilotSearch";
import { cn } from "@/lib/utils";
import { PilotPreviewRow, PilotPreviewRowSkeleton } from "./PilotPreviewRow";

type PanelFilters = { location: string; category: string; budget: string };
const NO_FILTERS: PanelFilters = { location: "", category: ALL_FILTER, budget: ALL_FILTER };

const fieldClass =
  "h-11 w-full rounded-lg border border-white/15 bg-white/[0.08] text-base text-white shadow-none outline-none placeholder:text-sky-100/45 focus-visible:border-sky-300 focus-visible:ring-[3px] focus-visible:ring-sky-300/30 md:text-sm";
const labelClass = "text-xs font-semibold tracking-wide text-sky-100/80";

/** Spec section 7: the landing preview asks for anonymized results, 6 at most. */
export function previewSearchUrl(filters: PanelFilters): string {
  return buildPilotSearchUrl({
    ...filters,
    anonymized: true,
    limit: PILOT_SEARCH_PREVIEW_LIMIT,
  });
}

function resultsHeading(filters: PanelFilters): string {
  const service =
    filters.category !== ALL_FILTER ? `${serviceTypeLabel(filters.category)} pilots` : "Pilots";
  if (filters.location) return `${service} near ${filters.location}`;
  return filters.category !== ALL_FILTER
    ? `Top-rated ${service.toLowerCase()}`
    : "Top-rated pilots";
}

/**
 * The hero's embedded pilot search (spec sections 2 and 7): free, no account needed, anonymized
 * results with a count and a link to the full directory with the same filters. Every state
 * keeps the same size, so nothing on the page moves when results arrive. Each call's answer
 * re-renders only the part that shows it (the headline count, the results), not the form.
 */
export function PilotSearchPanel() {
  const ids = useId();
  const [filters, setFilters] = useState<PanelFilters>(NO_FILTERS);

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="relative rounded-2xl border border-white/15 bg-white/[0.07] p-5 shadow-2xl shadow-black/30 backdrop-blur-md sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-400/15 px-3 py-1 text-xs font-semibold text-emerald-300">
          <span className="size-1.5 rounded-full bg-emerald-300" aria-hidden />
          Free to search. No registration required
        </p>
        <HeadlineCount />
      </div>
      <h2 id={`${ids}-title`} className="mt-4 text-2xl font-bold text-white">
        Find a pilot near your project
      </h2>
      <SearchForm onSearch={setFilters} />
      <PanelResults filters={filters} />
    </section>
  );
}

/** The landing page also calls the search with no parameters; its count is the headline. */
const HeadlineCount = memo(function HeadlineCount() {
  const everyone = usePilotSearch(buildPilotSearchUrl({}));
  return (
    <div className="flex h-6 items-center text-xs font-medium text-sky-100/75">
      {everyone.data ? (
        <p>{pilotCountText(everyone.data.total, everyone.data.totalIsEstimate)} ready to fly</p>
      ) : (
        <Skeleton className="h-3 w-28 bg-white/10" />
      )}
    </div>
  );
});

const SearchForm = memo(function SearchForm({
  onSearch,
}: {
  onSearch: (filters: PanelFilters) => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<PanelFilters>(NO_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, location: draft.location.trim() });
  };
  return (
    <form role="search" aria-label="Pilot search" onSubmit={submit} className="mt-5 grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-location`} className={labelClass}>
          Location
        </label>
        <IconInputFrame icon={MapPinIcon} iconClassName="text-sky-300">
          <input
            id={`${ids}-location`}
            name="location"
            value={draft.location}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
            placeholder="City, State or ZIP"
            autoComplete="address-level2"
            enterKeyHint="search"
            className={cn(fieldClass, "pr-3 pl-9")}
          />
        </IconInputFrame>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-category`} className={labelClass}>
            Service type
          </label>
          <NativeSelect
            id={`${ids}-category`}
            name="category"
            options={SERVICE_OPTIONS}
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
            className={cn(fieldClass, "[&>option]:bg-[#0d2247] [&>option]:text-white")}
            wrapperClassName="text-white"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-budget`} className={labelClass}>
            Budget
          </label>
          <NativeSelect
            id={`${ids}-budget`}
            name="budget"
            options={BUDGET_OPTIONS}
            value={draft.budget}
            onChange={(e) => setDraft({ ...draft, budget: e.target.value })}
            className={cn(fieldClass, "[&>option]:bg-[#0d2247] [&>option]:text-white")}
            wrapperClassName="text-white"
          />
        </div>
      </div>
      <button
        type="submit"
        className="flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-orange font-semibold text-brand-orange-foreground shadow-lg shadow-orange-500/25 transition hover:brightness-105 focus-visible:ring-[3px] focus-visible:ring-orange-300/50 focus-visible:outline-none active:translate-y-px"
      >
        <SearchIcon className="size-4" aria-hidden />
        Search pilots
      </button>
    </form>
  );
});

/** The preview search's results, count and the link to the directory with the same filters. */
const PanelResults = memo(function PanelResults({ filters }: { filters: PanelFilters }) {
  const search = usePilotSearch(previewSearchUrl(filters));
  const total = search.data?.total ?? 0;
  const estimate = search.data?.totalIsEstimate ?? false;
  const shown = Math.min(total, search.data?.pilots.length ?? 0, PILOT_SEARCH_PREVIEW_LIMIT);
  return (
    <div className="mt-5 border-t border-white/10 pt-4">
      <div className="flex h-6 items-center justify-between gap-3" aria-live="polite">
        <h3 className="truncate text-sm font-semibold text-white">{resultsHeading(filters)}</h3>
        <p className="shrink-0 text-xs text-sky-100/70">
          {search.data && total > 0 && `Showing ${shown} of ${totalText(total, estimate)}`}
        </p>
      </div>
      <PreviewResults search={search} onRetry={() => void search.refetch()} />
      <Link
        href={pilotsHref({
          location: filters.location,
          specialization: filters.category,
          budget: filters.budget,
        })}
        className="group mt-4 flex h-11 items-center justify-center gap-2 rounded-lg bg-white font-semibold text-[#0b1a3a] transition hover:bg-sky-50"
      >
        {search.data && total > 0
          ? `See all ${pilotCountText(total, estimate)}`
          : "Browse All Pilots"}
        <ArrowRightIcon
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </Link>
    </div>
  );
});

/** Space for 6 rows, whatever the state, so the hero never changes height. */
const RESULTS_BOX = "mt-3 h-[390px] sm:h-[390px]";

function PreviewResults({
  search,
  onRetry,
}: {
  search: ReturnType<typeof usePilotSearch>;
  onRetry: () => void;
}) {
  if (search.isPending) {
    return (
      <div className={cn(RESULTS_BOX, "relative")} aria-busy="true">
        <p role="status" className="mb-2 text-sm text-sky-100/85">
          Finding certified pilots in your area...
        </p>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
          {Array.from({ length: 5 }, (_, i) => (
            <PilotPreviewRowSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (search.isError) {
    const detail = searchFailureDetail(search.error);
    return (
      <div
        role="alert"
        className={cn(RESULTS_BOX, "flex flex-col items-center justify-center gap-2 text-center")}
      >
        <SearchXIcon className="size-8 text-orange-300" aria-hidden />
        <p className="font-semibold text-white">{SEARCH_FAILED}</p>
        <p className="max-w-xs text-sm text-sky-100/75">
          {detail ?? "Please try again in a moment."}
        </p>
        {!detail && (
          <button
            type="button"
            onClick={onRetry}
            className="mt-1 inline-flex items-center gap-1.5 rounded-lg border border-white/20 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
          >
            <RotateCcwIcon className="size-3.5" aria-hidden />
            Try again
          </button>
        )}
      </div>
    );
  }
  const pilots = search.data.pilots.slice(0, PILOT_SEARCH_PREVIEW_LIMIT);
  if (pilots.length === 0) {
    return (
      <div
        className={cn(RESULTS_BOX, "flex flex-col items-center justify-center gap-2 text-center")}
      >
        <SearchXIcon className="size-8 text-sky-300" aria-hidden />
        <p className="font-semibold text-white">No pilots match yet</p>
        <p className="max-w-xs text-sm text-sky-100/75">
          Try another service or budget, or a nearby city.
        </p>
      </div>
    );
  }
  return (
    <ul
      className={cn(RESULTS_BOX, "grid grid-cols-[minmax(0,1fr)] content-start gap-1.5")}
      aria-label="Matching pilots"
    >
      {pilots.map((pilot, index) => (
        <li key={index}>
          <PilotPreviewRow pilot={pilot} />
        </li>
      ))}
    </ul>
  );
}
