import { JOB_DATE_IN_PAST_MESSAGE } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { endOfLocalDayIso } from "../jobDates";
import { centsToDollarsText, dollarsToCents } from "../jobMoney";
import {
  EMPTY_JOB_POST_FORM,
  jobToFormValues,
  toJobPostPayload,
  validateJobPostForm,
  type JobPostFormValues,
} from "./jobPostForm";

const NOW = new Date(2026, 2, 10, 15, 0); // March 10, 2026, local time

const filled: JobPostFormValues = {
  ...EMPTY_JOB_POST_FORM,
  title: "Aerial photos of a lakeside home",
  serviceType: "real_estate",
  description: "Twenty photos of the house and the lake front, golden hour if possible.",
  location: "Austin, TX",
  budget: "450",
  dateMode: "deadline",
  deadline: "2026-03-20",
  deliverables: ["photos"],
};

describe("dollars and cents", () => {
  it("turns whole dollars into cents and back", () => {
    expect(dollarsToCents("450")).toBe(45_000);
    expect(dollarsToCents(" $1,250 ")).toBe(125_000);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("")).toBeUndefined();
    expect(dollarsToCents("abc")).toBeNaN();
    expect(centsToDollarsText(45_000)).toBe("450");
    expect(centsToDollarsText(null)).toBe("");
  });

  it("sends the budget and insurance minimum in cents", () => {
    const payload = toJobPostPayload({
      ...filled,
      requirements: ["insurance"],
      insuranceMinimum: "1000000",
    });
    expect(payload.budget).toBe(45_000);
    expect(payload.insuranceMinimum).toBe(100_000_000);
  });

  it("drops the insurance minimum when insurance is not required", () => {
    expect(toJobPostPayload({ ...filled, insuranceMinimum: "5000" }).insuranceMinimum).toBeNull();
  });
});

describe("dates", () => {
  it("sends a deadline as the end of that local day", () => {
    const payload = toJobPostPayload(filled);
    expect(payload.deadline).toBe(new Date(2026, 2, 20, 23, 59, 59, 999).toISOString());
    expect(payload.dateFrom).toBeNull();
  });

  it("sends both ends of a window, and no dates when flexible", () => {
    const window = toJobPostPayload({ ...filled, dateMode: "window", dateFrom: "2026-03-15" });
    expect(window.dateFrom).toBe(endOfLocalDayIso("2026-03-15"));
    expect(window.deadline).toBe(endOfLocalDayIso("2026-03-20"));
    const flexible = toJobPostPayload({ ...filled, dateMode: "flexible" });
    expect(flexible.deadline).toBeNull();
    expect(flexible.dateFrom).toBeNull();
  });

  it("round-trips a job's dates into the form", () => {
    const values = jobToFormValues({
      id: "00000000-0000-4000-8000-000000000001",
      title: filled.title,
      description: filled.description,
      serviceType: "real_estate",
      location: "Austin, TX",
      lat: 30.27,
      lng: -97.74,
      budget: 45_000,
      dateFrom: endOfLocalDayIso("2026-03-15"),
      deadline: endOfLocalDayIso("2026-03-20"),
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      status: "open",
      rating: null,
      deliverables: ["photos", "10 vertical social clips"],
      requirements: ["night_waiver"],
      insuranceMinimum: null,
      propertyId: null,
      clientProfileId: "00000000-0000-4000-8000-000000000002",
      pilotProfileId: null,
      pendingApplications: 0,
      siteTimeZone: "America/Chicago",
      missionWindow: null,
      airspaceClass: null,
      plannedFlight: null,
    });
    expect(values).toMatchObject({
      budget: "450",
      dateMode: "window",
      dateFrom: "2026-03-15",
      deadline: "2026-03-20",
      propertyId: "none",
      deliverables: ["photos"],
      requirements: ["night_waiver"],
    });
  });
});

describe("validation", () => {
  it("accepts a complete job and returns the request body", () => {
    const result = validateJobPostForm(filled, NOW);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.payload.budget).toBe(45_000);
  });

  it("names each missing field with its own message", () => {
    const result = validateJobPostForm(EMPTY_JOB_POST_FORM, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: "Title must be at least 5 characters",
      serviceType: "Choose a service type",
      description: "Describe the job in at least 20 characters",
      location: "Location is required",
      budget: "Enter your budget in whole dollars",
      deadline: "Choose a deadline",
      deliverables: "Choose at least one deliverable",
    });
  });

  it("explains budgets out of range or with cents in dollars", () => {
    const low = validateJobPostForm({ ...filled, budget: "20" }, NOW);
    expect(!low.ok && low.errors.budget).toBe("Budget must be at least $50");
    const cents = validateJobPostForm({ ...filled, budget: "120.50" }, NOW);
    expect(!cents.ok && cents.errors.budget).toBe("Budget must be whole dollars");
  });

  it("refuses past days and a window that ends before it starts", () => {
    const past = validateJobPostForm({ ...filled, deadline: "2026-03-09" }, NOW);
    expect(!past.ok && past.errors.deadline).toBe(JOB_DATE_IN_PAST_MESSAGE);
    const today = validateJobPostForm({ ...filled, deadline: "2026-03-10" }, NOW);
    expect(today.ok).toBe(true);
    const backwards = validateJobPostForm(
      { ...filled, dateMode: "window", dateFrom: "2026-03-25" },
      NOW,
    );
    expect(!backwards.ok && backwards.errors.deadline).toBe(
      "The end date must be on or after the start date",
    );
    const noStart = validateJobPostForm({ ...filled, dateMode: "window" }, NOW);
    expect(!noStart.ok && noStart.errors.dateFrom).toBe("Choose the first day of the window");
  });
});
