import { NO_APPLICANT_CREDENTIALS, type ApplicationDto } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { budgetDeltaText, highlights, sortApplicants } from "./compareApplicants";

let n = 0;
function proposal(
  overrides: Partial<ApplicationDto> & { rating?: number | null; miles?: number | null },
) {
  const { rating = null, miles = null, ...rest } = overrides;
  n += 1;
  return {
    id: `a${n}`,
    jobId: "j",
    pilotProfileId: `p${n}`,
    status: "pending",
    quote: 400_00,
    proposedDate: null,
    message: null,
    counter: null,
    createdAt: `2026-05-0${n % 9}T10:00:00.000Z`,
    updatedAt: "2026-05-01T10:00:00.000Z",
    pilot: {
      pilotProfileId: `p${n}`,
      name: `Pilot ${n}`,
      businessName: null,
      profileImageUrl: null,
      rating,
      reviewCount: rating === null ? 0 : 3,
      flightHours: 100,
      completedJobs: 2,
      part107Verified: true,
      credentials: NO_APPLICANT_CREDENTIALS,
      distanceMiles: miles,
    },
    ...rest,
  } satisfies ApplicationDto;
}

describe("sortApplicants", () => {
  it("shows the hire first, then open proposals by the chosen sort, then closed ones", () => {
    const cheap = proposal({ quote: 300_00, rating: 4.1, miles: 30 });
    const rated = proposal({ quote: 500_00, rating: 4.9, miles: 12 });
    const unrated = proposal({ quote: 350_00 });
    const rejected = proposal({ status: "rejected", quote: 100_00 });
    const hired = proposal({ status: "accepted", quote: 900_00 });
    const all = [rejected, unrated, rated, cheap, hired];
    expect(sortApplicants(all, "price").map((a) => a.id)).toEqual(
      [hired, cheap, unrated, rated, rejected].map((a) => a.id),
    );
    expect(sortApplicants(all, "rating").map((a) => a.id)).toEqual(
      [hired, rated, cheap, unrated, rejected].map((a) => a.id),
    );
    expect(sortApplicants(all, "distance").map((a) => a.id)).toEqual(
      [hired, rated, cheap, unrated, rejected].map((a) => a.id),
    );
  });
});

describe("highlights", () => {
  it("marks the unique best pending proposal on each measure", () => {
    const cheap = proposal({ quote: 300_00, rating: 4.1, miles: 30 });
    const rated = proposal({
      quote: 500_00,
      rating: 4.9,
      miles: 30,
      proposedDate: "2026-06-01T22:00:00.000Z",
    });
    const result = highlights([cheap, rated, proposal({ status: "rejected", quote: 1_00 })]);
    expect(result.get(cheap.id)).toEqual(["Lowest price"]);
    // Same distance: no "Closest" for anyone.
    expect(result.get(rated.id)).toEqual(["Top rated", "Earliest date"]);
  });

  it("marks nothing with a single proposal to compare", () => {
    expect(highlights([proposal({ quote: 1_00 })]).size).toBe(0);
  });
});

describe("budgetDeltaText", () => {
  it("says how a quote compares to the budget", () => {
    expect(budgetDeltaText(500_00, 500_00)).toBe("On budget");
    expect(budgetDeltaText(480_00, 500_00)).toBe("$20 under budget");
    expect(budgetDeltaText(600_00, 500_00)).toBe("20% over budget");
  });
});
