import { describe, expect, it } from "vitest";
import { geocode, geocodeCity, usStateCode } from "./geocoding";

describe("geocoding", () => {
  it("places a ZIP code (and ZIP+4) at its centre", () => {
    expect(geocode("78701")).toEqual({
      label: "Austin, TX 78701",
      city: "Austin",
      state: "TX",
      lat: expect.closeTo(30.27, 1),
      lng: expect.closeTo(-97.74, 1),
      zip: "78701",
    });
    expect(geocode(" 78701-1234 ")?.zip).toBe("78701");
  });

  it("refuses unknown ZIP codes", () => {
    expect(geocode("00000")).toBeNull();
    expect(geocode("1234")).toBeNull();
  });

  it("places 'City, ST' and 'City, State name' at the average of the city's ZIP codes", () => {
    const austin = geocode("Austin, TX");
    expect(austin).toMatchObject({ label: "Austin, TX", city: "Austin", state: "TX" });
    expect(austin?.lat).toBeCloseTo(30.3, 0);
    expect(austin?.lng).toBeCloseTo(-97.7, 0);
    expect(geocode("austin, texas")).toEqual(austin);
    expect(geocode("Austin TX")).toEqual(austin);
    expect(geocode("Austin, TX, USA")).toEqual(austin);
    expect(geocode("Raleigh North Carolina")).toMatchObject({ label: "Raleigh, NC" });
  });

  it("reads St./Ft./Mt. as the table spells them", () => {
    expect(geocode("St. Louis, MO")).toMatchObject({ label: "Saint Louis, MO" });
    expect(geocode("Ft Worth, TX")).toMatchObject({ label: "Fort Worth, TX" });
  });

  it("answers null for places it cannot find", () => {
    expect(geocode("Atlantis, TX")).toBeNull();
    expect(geocode("Austin")).toBeNull();
    expect(geocode("Austin, Narnia")).toBeNull();
    expect(geocode("Toronto, ON")).toBeNull();
    expect(geocode("")).toBeNull();
    expect(geocodeCity("Austin", "ZZ")).toBeNull();
  });

  it("knows state codes and names, not Canadian provinces", () => {
    expect(usStateCode("tx")).toBe("TX");
    expect(usStateCode("New Mexico")).toBe("NM");
    expect(usStateCode("District of Columbia")).toBe("DC");
    expect(usStateCode("QC")).toBeNull();
    expect(usStateCode("Texass")).toBeNull();
  });
});
