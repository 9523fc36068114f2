import { describe, expect, it } from "vitest";
import { clientChecklist, completionPercent, pilotChecklist } from "./checklist";

describe("profile checklists (spec section 5)", () => {
  it("marks pilot steps done only when every required field is present", () => {
    const steps = pilotChecklist({
      part107Number: "FA-1",
      businessName: "Sky Co",
      profileImageUrl: "a.png",
      coverImageUrl: null,
      jobCategories: ["real_estate"],
      equipment: [],
      serviceAreas: ["Austin, TX"],
    });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ["basic", true],
      ["media", false],
      ["services", false],
      ["areas", true],
    ]);
    expect(completionPercent(steps)).toBe(50);
  });

  it("needs company name and location for clients", () => {
    expect(clientChecklist({ companyName: "Acme" })[0]!.done).toBe(false);
    expect(completionPercent(clientChecklist({ companyName: "Acme", location: "Austin" }))).toBe(
      100,
    );
    expect(completionPercent(pilotChecklist(null))).toBe(0);
  });
});
