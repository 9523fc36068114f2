import { describe, expect, it } from "vitest";
import { atMostEvery } from "./atMostEvery";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));

describe("atMostEvery", () => {
  it("opens on the first call, then once the interval has passed since it last opened", () => {
    const due = atMostEvery(5_000);
    expect(due(at(0))).toBe(true);
    expect(due(at(0))).toBe(false);
    expect(due(at(4))).toBe(false);
    expect(due(at(5))).toBe(true);
    // Measured from the last opening (5 s), not from the first.
    expect(due(at(9))).toBe(false);
    expect(due(at(10))).toBe(true);
  });

  it("opens again when the clock goes back, rather than waiting for the old time", () => {
    const due = atMostEvery(5_000);
    expect(due(at(30))).toBe(true);
    expect(due(at(10))).toBe(true);
    expect(due(at(12))).toBe(false);
  });

  it("always opens with an interval of 0", () => {
    const due = atMostEvery(0);
    expect([due(at(1)), due(at(1)), due(at(1))]).toEqual([true, true, true]);
  });
});
