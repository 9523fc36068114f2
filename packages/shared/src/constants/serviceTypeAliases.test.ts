import { describe, expect, it } from "vitest";
import {
  normalizeServiceType,
  SERVICE_TYPE_SLUG_ALIASES,
  serviceTypeLabel,
} from "./serviceTypeAliases";
import { SERVICE_TYPE_VALUES } from "./serviceTypes";

describe("service type aliases", () => {
  it("maps the footer's short slugs to service type values", () => {
    expect(normalizeServiceType("real-estate")).toBe("real_estate");
    expect(normalizeServiceType("construction")).toBe("construction");
    expect(normalizeServiceType("wedding")).toBe("wedding_events");
    expect(normalizeServiceType("commercial")).toBe("commercial_inspection");
    expect(normalizeServiceType("agriculture")).toBe("agricultural");
    for (const value of Object.values(SERVICE_TYPE_SLUG_ALIASES)) {
      expect(SERVICE_TYPE_VALUES).toContain(value);
    }
  });

  it("accepts values and labels in any case, and nothing else", () => {
    expect(normalizeServiceType("film_tv")).toBe("film_tv");
    expect(normalizeServiceType(" Film & TV ")).toBe("film_tv");
    expect(normalizeServiceType("MAPPING_SURVEYING")).toBe("mapping_surveying");
    expect(normalizeServiceType("insurance-claims")).toBe("insurance_claims");
    expect(normalizeServiceType("underwater")).toBeUndefined();
    expect(normalizeServiceType("")).toBeUndefined();
  });

  it("labels a value", () => {
    expect(serviceTypeLabel("wedding_events")).toBe("Wedding & Events");
    expect(serviceTypeLabel("unknown")).toBe("unknown");
  });
});
