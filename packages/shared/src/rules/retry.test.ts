import { describe, expect, it } from "vitest";
import { retryDelayMs, shouldRetryQuery } from "./retry";

describe("query retry rules", () => {
  it("never retries a 4xx answer", () => {
    expect(shouldRetryQuery(0, 400)).toBe(false);
    expect(shouldRetryQuery(0, 404)).toBe(false);
    expect(shouldRetryQuery(0, 499)).toBe(false);
  });

  it("retries server and network failures up to 3 times", () => {
    expect(shouldRetryQuery(0, 500)).toBe(true);
    expect(shouldRetryQuery(2, undefined)).toBe(true);
    expect(shouldRetryQuery(3, 503)).toBe(false);
  });

  it("doubles the delay from 1 s and caps it at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
