import { describe, expect, it } from "vitest";
import { parsePlace, serviceAreaFormSchema, toServiceAreaInput } from "./serviceAreaForm";

describe("service area form", () => {
  it("reads a ZIP code or a city with its two-letter state", () => {
    expect(parsePlace(" 78701 ")).toEqual({ zip: "78701" });
    expect(parsePlace("Round Rock,  tx")).toEqual({ city: "Round Rock", state: "TX" });
    expect(parsePlace("Winston-Salem, NC")).toEqual({ city: "Winston-Salem", state: "NC" });
  });

  it("refuses what names no place clearly", () => {
    for (const text of ["Austin", "Austin Texas", "Austin, Texas", ", TX", "7870", "Austin,"]) {
      expect(parsePlace(text), text).toBeNull();
    }
  });

  it("explains each field's problem", () => {
    const result = serviceAreaFormSchema.safeParse({ place: "Austin", radiusMiles: 0, label: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      place: 'Enter a city and state like "Austin, TX", or a 5-digit ZIP code',
      radiusMiles: "The radius is at least 1 mile",
    });
  });

  it("sends the place, the radius and the name only when one was given", () => {
    expect(toServiceAreaInput({ place: "78701", radiusMiles: 25, label: "" })).toEqual({
      zip: "78701",
      radiusMiles: 25,
    });
    expect(
      toServiceAreaInput({ place: "Denver, CO", radiusMiles: 40, label: "Front Range" }),
    ).toEqual({ city: "Denver", state: "CO", radiusMiles: 40, label: "Front Range" });
  });
});
