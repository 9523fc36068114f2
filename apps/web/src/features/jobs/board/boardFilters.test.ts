import { describe, expect, it } from "vitest";
import { endOfLocalDayIso, startOfLocalDayIso } from "../jobDates";
import {
  activeBoardFilterCount,
  boardApiUrl,
  boardFiltersFromSearch,
  boardFiltersToSearch,
  DEFAULT_BOARD_FILTERS,
  withBoardFilter,
} from "./boardFilters";

describe("job board filters in the URL", () => {
  it("reads every filter and falls back to defaults for unknown values", () => {
    expect(
      boardFiltersFromSearch(
        "q=roof&serviceType=construction&budget=200_500&radius=all&location=Austin%2C+TX&from=2026-04-01&to=2026-04-30&sort=budget&page=2",
      ),
    ).toEqual({
      q: "roof",
      serviceType: "construction",
      budget: "200_500",
      radius: "all",
      location: "Austin, TX",
      from: "2026-04-01",
      to: "2026-04-30",
      sort: "budget",
      page: 2,
    });
    expect(
      boardFiltersFromSearch("serviceType=nope&budget=9&radius=-4&from=soon&sort=oldest&page=x"),
    ).toEqual(DEFAULT_BOARD_FILTERS);
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(boardFiltersToSearch(DEFAULT_BOARD_FILTERS)).toBe("");
    const search = "serviceType=real_estate&radius=25&sort=nearest&page=3";
    expect(boardFiltersToSearch(boardFiltersFromSearch(search))).toBe(search);
  });

  it("asks the API with local day bounds and the page size", () => {
    const filters = boardFiltersFromSearch("from=2026-04-01&to=2026-04-30&radius=all");
    const url = new URL(boardApiUrl(filters), "http://x");
    expect(url.pathname).toBe("/api/jobs");
    expect(url.searchParams.get("from")).toBe(startOfLocalDayIso("2026-04-01"));
    expect(url.searchParams.get("to")).toBe(endOfLocalDayIso("2026-04-30"));
    expect(url.searchParams.get("radius")).toBe("all");
    expect(url.searchParams.get("sort")).toBe("newest");
    expect(url.searchParams.get("pageSize")).toBe("20");
  });

  it("goes back to page 1 on a filter change and counts active filters", () => {
    const filters = { ...DEFAULT_BOARD_FILTERS, page: 4 };
    const next = withBoardFilter(filters, { budget: "2000_plus", sort: "budget" });
    expect(next.page).toBe(1);
    expect(activeBoardFilterCount(next)).toBe(1);
    expect(activeBoardFilterCount({ ...next, radius: "all", q: "roof" })).toBe(3);
  });
});
