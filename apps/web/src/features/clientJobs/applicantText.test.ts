import { describe, expect, it } from "vitest";
import { counterStateText } from "./applicantText";
import { applicationRow } from "./testData";

const counter = (status: "pending" | "accepted" | "declined") => ({
  quote: 350_00,
  proposedDate: null,
  message: null,
  status,
  at: "2026-11-03T10:00:00.000Z",
});

describe("counterStateText", () => {
  const pilot = { name: "Maya Ortiz" };

  it("says nothing without a counter-offer", () => {
    expect(counterStateText(applicationRow(1, {}, pilot))).toBeNull();
  });

  it("says where the counter-offer stands", () => {
    expect(counterStateText(applicationRow(1, { counter: counter("pending") }, pilot))).toBe(
      "You proposed $350. Waiting for Maya Ortiz to answer.",
    );
    expect(counterStateText(applicationRow(1, { counter: counter("accepted") }, pilot))).toBe(
      "Maya Ortiz accepted your counter-offer of $350.",
    );
    expect(counterStateText(applicationRow(1, { counter: counter("declined") }, pilot))).toBe(
      "Maya Ortiz declined your counter-offer of $350; their own quote stands.",
    );
  });

  it("does not say the pilot may still answer once the proposal is closed", () => {
    const closed = applicationRow(1, { status: "rejected", counter: counter("pending") }, pilot);
    expect(counterStateText(closed)).toBe(
      "Your counter-offer of $350 was still unanswered when this proposal closed.",
    );
  });
});
