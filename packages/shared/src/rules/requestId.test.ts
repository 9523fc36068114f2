import { describe, expect, it } from "vitest";
import { isAcceptableRequestId, makeRequestId } from "./requestId";

describe("request ids", () => {
  it("joins prefix, time and a random string", () => {
    const id = makeRequestId(1_700_000_000_000, () => 0.123456789);
    expect(id).toMatch(/^req-[0-9a-z]+-[0-9a-z]{9}$/);
    expect(id.split("-")[1]).toBe((1_700_000_000_000).toString(36));
  });

  it("differs between calls", () => {
    expect(makeRequestId()).not.toBe(makeRequestId());
  });

  it("accepts only short, log-safe ids from clients", () => {
    expect(isAcceptableRequestId(makeRequestId())).toBe(true);
    expect(isAcceptableRequestId("bad id\nwith newline")).toBe(false);
    expect(isAcceptableRequestId("x".repeat(101))).toBe(false);
    expect(isAcceptableRequestId(undefined)).toBe(false);
  });
});
