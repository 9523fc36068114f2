import { describe, expect, it } from "vitest";
import {
  applicationRequestSchema,
  counterOfferRequestSchema,
  jobBoardQuerySchema,
  jobPostRequestSchema,
} from "./jobs";

const valid = {
  title: "Listing photos for 4-bed home",
  serviceType: "real_estate",
  description: "Twenty-five exterior photos and a short orbit video of the house.",
  location: "Austin, TX",
  budget: 450_00,
  deadline: "2026-12-20T23:59:00-06:00",
  deliverables: ["photos", "video"],
  requirements: [],
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe("job post request", () => {
  it("accepts a complete job", () => {
    expect(jobPostRequestSchema.safeParse(valid).success).toBe(true);
  });

  it("says what is wrong with each field", () => {
    const result = jobPostRequestSchema.safeParse({
      ...valid,
      title: "Hi",
      serviceType: "",
      description: "short",
      budget: 450_50,
      deliverables: [],
    });
    expect(messages(result)).toEqual([
      "Title must be at least 5 characters",
      "Choose a service type",
      "Describe the job in at least 20 characters",
      "Budget must be whole dollars",
      "Choose at least one deliverable",
    ]);
  });

  it("refuses a budget under $50 and a window that ends before it starts", () => {
    expect(messages(jobPostRequestSchema.safeParse({ ...valid, budget: 20_00 }))).toEqual([
      "Budget must be at least $50",
    ]);
    expect(
      messages(
        jobPostRequestSchema.safeParse({
          ...valid,
          dateFrom: "2026-12-21T00:00:00Z",
          deadline: "2026-12-20T00:00:00Z",
        }),
      ),
    ).toEqual(["The end date must be on or after the start date"]);
  });

  it("ties an insurance minimum to the insurance requirement", () => {
    expect(
      messages(jobPostRequestSchema.safeParse({ ...valid, insuranceMinimum: 1_000_000_00 })),
    ).toEqual(["Set an insurance minimum only when insurance is required"]);
    expect(
      jobPostRequestSchema.safeParse({
        ...valid,
        requirements: ["insurance"],
        insuranceMinimum: 1_000_000_00,
      }).success,
    ).toBe(true);
  });
});

describe("applications and counter-offers", () => {
  it("needs a whole-dollar quote, a date and a real message", () => {
    expect(
      messages(
        applicationRequestSchema.safeParse({ quote: 0, proposedDate: "soon", message: "hi" }),
      ),
    ).toEqual([
      "Quote must be at least $1",
      "Use a full date and time",
      "Write at least 10 characters",
    ]);
  });

  it("needs a price or a date in a counter-offer", () => {
    expect(messages(counterOfferRequestSchema.safeParse({ message: "less?" }))).toEqual([
      "Propose a price, a date, or both",
    ]);
    expect(counterOfferRequestSchema.safeParse({ quote: 400_00 }).success).toBe(true);
  });
});

describe("job board query", () => {
  it("treats blank and 'all' as no filter and coerces numbers", () => {
    expect(
      jobBoardQuerySchema.parse({ serviceType: "all", budget: "", radius: "25", page: "2" }),
    ).toEqual({ radius: 25, page: 2 });
  });
});
