import { describe, expect, it } from "vitest";
import {
  parseRate,
  pilotFormDefaults,
  pilotFormErrorMap,
  pilotProfileFormSchema,
  toPilotProfilePayload,
} from "./pilotProfileForm";

const valid = {
  part107Number: "4123456",
  businessName: "Sky Eye",
  baseCity: "Austin",
  baseState: "tx",
  jobCategories: ["real_estate"],
  hourlyRateMin: 100,
  hourlyRateMax: 250,
  bio: "",
};

function messages(input: Record<string, unknown>) {
  const result = pilotProfileFormSchema.safeParse(input, { error: pilotFormErrorMap });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("pilot profile form", () => {
  it("accepts a complete profile and normalises the state code", () => {
    const parsed = pilotProfileFormSchema.parse(valid);
    expect(parsed.baseState).toBe("TX");
    expect(toPilotProfilePayload(parsed)).not.toHaveProperty("bio");
    expect(toPilotProfilePayload({ ...parsed, bio: "Hi" }).bio).toBe("Hi");
  });

  it("keeps the shared schema's messages", () => {
    expect(
      messages({ ...valid, part107Number: "FA-12", businessName: " ", jobCategories: [] }),
    ).toEqual({
      part107Number: "Enter the 7 digits of your Part 107 certificate number",
      businessName: "Business name is required",
      jobCategories: "Pick at least one service you offer",
    });
  });

  it("words the rate errors", () => {
    expect(messages({ ...valid, hourlyRateMin: undefined, hourlyRateMax: Number.NaN })).toEqual({
      hourlyRateMin: "Enter your lowest hourly rate in dollars",
      hourlyRateMax: "Enter your highest hourly rate in dollars",
    });
    expect(messages({ ...valid, hourlyRateMin: 10, hourlyRateMax: 99999 })).toEqual({
      hourlyRateMin: "Rates start at $25 an hour",
      hourlyRateMax: "Rates go up to $5000 an hour",
    });
    expect(messages({ ...valid, hourlyRateMax: 120.5 })).toEqual({
      hourlyRateMax: "Use whole dollars, without cents",
    });
    expect(messages({ ...valid, hourlyRateMin: 300, hourlyRateMax: 200 })).toEqual({
      hourlyRateMax: "The highest rate must be at least the lowest rate",
    });
  });

  it("reads number inputs and prefills from an existing profile", () => {
    expect(parseRate("")).toBeUndefined();
    expect(parseRate("120")).toBe(120);
    expect(
      pilotFormDefaults({
        part107Number: "4123456",
        hourlyRateMin: 80,
        jobCategories: ["film_tv"],
      }),
    ).toMatchObject({ part107Number: "4123456", hourlyRateMin: 80, jobCategories: ["film_tv"] });
  });
});
