import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_DIRECTORY_FILTERS,
  directorySearchUrl,
  effectiveSort,
  filtersFromSearch,
  filtersToSearch,
  pilotsHref,
  withFilter,
} from "./directoryFilters";

describe("filtersFromSearch", () => {
  it("gives the defaults for an empty query", () => {
    expect(filtersFromSearch("")).toEqual(DEFAULT_DIRECTORY_FILTERS);
  });

  it("reads the footer's specialization slugs as service type values", () => {
    expect(filtersFromSearch("?specialization=real-estate").specialization).toBe("real_estate");
    expect(filtersFromSearch("specialization=wedding").specialization).toBe("wedding_events");
    expect(filtersFromSearch("specialization=commercial").specialization).toBe(
      "commercial_inspection",
    );
    expect(filtersFromSearch("specialization=agriculture").specialization).toBe("agricultural");
    expect(filtersFromSearch("specialization=construction").specialization).toBe("construction");
  });

  it("accepts values, labels and the category alias", () => {
    expect(filtersFromSearch("specialization=film_tv").specialization).toBe("film_tv");
    expect(filtersFromSearch("specialization=Film+%26+TV").specialization).toBe("film_tv");
    expect(filtersFromSearch("category=mapping_surveying").specialization).toBe(
      "mapping_surveying",
    );
  });

  it("reads every filter", () => {
    expect(
      filtersFromSearch(
        "location=Austin%2C+TX&specialization=real_estate&budget=200_500&radius=25&available=true&sort=price&page=3",
      ),
    ).toEqual({
      location: "Austin, TX",
      specialization: "real_estate",
      budget: "200_500",
      radius: 25,
      available: true,
      part107Current: false,
      insuredMin: 0,
      sort: "price",
      page: 3,
    });
    expect(filtersFromSearch("part107Current=true&insuredMin=1000000")).toMatchObject({
      part107Current: true,
      insuredMin: 1_000_000,
    });
    // Only the offered amounts: anything else means any coverage.
    expect(filtersFromSearch("insuredMin=123")).toMatchObject({ insuredMin: 0 });
  });

  it("falls back to the defaults for values it does not know", () => {
    expect(
      filtersFromSearch(
        "specialization=underwater&budget=lots&radius=-5&sort=random&page=0&available=yes",
      ),
    ).toEqual(DEFAULT_DIRECTORY_FILTERS);
    expect(filtersFromSearch("radius=9000&page=2.5")).toMatchObject({ radius: 50, page: 1 });
  });
});

describe("filtersToSearch", () => {
  it("leaves the defaults out", () => {
    expect(filtersToSearch(DEFAULT_DIRECTORY_FILTERS)).toBe("");
    expect(pilotsHref()).toBe("/pilots");
  });

  it("writes every set filter, the radius only with a location", () => {
    expect(
      filtersToSearch({
        location: " Austin, TX ",
        specialization: "real_estate",
        budget: "200_500",
        radius: 25,
        available: true,
        sort: "price",
        page: 2,
      }),
    ).toBe(
      "location=Austin%2C+TX&specialization=real_estate&budget=200_500&radius=25&available=true&sort=price&page=2",
    );
    expect(filtersToSearch({ radius: 25 })).toBe("");
  });

  it("round-trips through the URL", () => {
    const filters = {
      ...DEFAULT_DIRECTORY_FILTERS,
      location: "Denver, CO",
      specialization: "construction",
      radius: 100,
      sort: "rating" as const,
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it("links from the landing search with the same filters", () => {
    expect(pilotsHref({ location: "78701", specialization: "wedding_events", budget: "all" })).toBe(
      "/pilots?location=78701&specialization=wedding_events",
    );
  });
});

describe("directorySearchUrl", () => {
  it("asks for a page of full results with the filters that are set", () => {
    expect(directorySearchUrl(filtersFromSearch("specialization=wedding"))).toBe(
      "/api/pilots/search?category=wedding_events&pageSize=12",
    );
    expect(
      directorySearchUrl(
        filtersFromSearch(
          "location=Austin%2C+TX&budget=500_1000&radius=100&available=true&sort=distance&page=2",
        ),
      ),
    ).toBe(
      "/api/pilots/search?location=Austin%2C+TX&budget=500_1000&radius=100&sort=distance&page=2&pageSize=12&available=true",
    );
  });

  it("never asks to sort by distance without a location", () => {
    const filters = filtersFromSearch("sort=distance");
    expect(effectiveSort(filters)).toBe("rating");
    expect(directorySearchUrl(filters)).toBe("/api/pilots/search?sort=rating&pageSize=12");
    expect(effectiveSort(filtersFromSearch("location=Miami%2C+FL"))).toBe("distance");
  });
});

describe("filter changes", () => {
  it("go back to page 1", () => {
    const onPage3 = filtersFromSearch("page=3");
    expect(withFilter(onPage3, { budget: "2000_plus" })).toMatchObject({
      budget: "2000_plus",
      page: 1,
    });
  });

  it("count the filters that narrow the results", () => {
    expect(activeFilterCount(DEFAULT_DIRECTORY_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        filtersFromSearch("location=Austin&specialization=wedding&available=true&sort=price"),
      ),
    ).toBe(3);
  });
});
