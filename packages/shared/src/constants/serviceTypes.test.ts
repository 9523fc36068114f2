import { describe, expect, it } from "vitest";
import { SERVICE_TYPES, serviceTypeValue } from "./serviceTypes";

describe("service types", () => {
  it("derives values from labels as spec section 9 says", () => {
    expect(serviceTypeValue("Wedding & Events")).toBe("wedding_events");
    expect(serviceTypeValue("Film & TV")).toBe("film_tv");
    expect(serviceTypeValue("Real Estate")).toBe("real_estate");
  });

  it("lists the twelve sectors with unique, non-empty values", () => {
    const values = SERVICE_TYPES.map((t) => t.value);
    expect(values).toHaveLength(12);
    expect(new Set(values).size).toBe(12);
    expect(values.every((v) => v.length > 0)).toBe(true);
  });
});
