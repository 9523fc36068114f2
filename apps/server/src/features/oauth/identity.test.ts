import { describe, expect, it } from "vitest";
import {
  identityFromClaims,
  isEmailVerified,
  namesFor,
  OAuthFailure,
  parseAppleUser,
} from "./identity";

describe("isEmailVerified", () => {
  it("accepts Google's boolean and Apple's string, nothing else", () => {
    expect(isEmailVerified(true)).toBe(true);
    expect(isEmailVerified("true")).toBe(true);
    for (const value of [false, "false", "TRUE", 1, "1", undefined, null]) {
      expect(isEmailVerified(value)).toBe(false);
    }
  });
});

describe("identityFromClaims", () => {
  const claims = {
    sub: "10769150350006150715113082367",
    email: "  Pat.Quinn@Example.COM ",
    email_verified: true,
    given_name: "Pat",
    family_name: "Quinn",
  };

  it("returns the subject, the lower-cased email and the names", () => {
    expect(identityFromClaims(claims)).toEqual({
      subject: "10769150350006150715113082367",
      email: "pat.quinn@example.com",
      firstName: "Pat",
      lastName: "Quinn",
    });
  });

  it.each([
    ["an unverified email", { ...claims, email_verified: false }, /not verified/],
    ["Apple's 'false'", { ...claims, email_verified: "false" }, /not verified/],
    ["no email_verified claim", { ...claims, email_verified: undefined }, /not verified/],
    ["no email", { ...claims, email: undefined }, /no valid email/],
    ["a malformed email", { ...claims, email: "not-an-email" }, /no valid email/],
    ["no subject", { ...claims, sub: "" }, /no subject/],
  ])("refuses %s", (_what, bad, message) => {
    expect(() => identityFromClaims(bad)).toThrow(OAuthFailure);
    expect(() => identityFromClaims(bad)).toThrow(message);
  });
});

describe("names for a new account", () => {
  const email = "ada.lovelace@example.com";

  it("prefers given_name and family_name", () => {
    expect(
      namesFor({ given_name: "Ada", family_name: "Lovelace", name: "X Y" }, email, null),
    ).toEqual({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("uses Apple's user field when the token has no names", () => {
    const apple = parseAppleUser(
      JSON.stringify({ name: { firstName: "Ada", lastName: "Lovelace" }, email }),
    );
    expect(namesFor({}, email, apple)).toEqual({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("splits the full name at its first space", () => {
    expect(namesFor({ name: "Ada King Lovelace" }, email, null)).toEqual({
      firstName: "Ada",
      lastName: "King Lovelace",
    });
    expect(namesFor({ name: "Cher" }, email, null)).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("falls back to the email's local part", () => {
    expect(namesFor({}, email, null)).toEqual({ firstName: "ada.lovelace", lastName: "" });
  });

  it("drops control characters and caps the length", () => {
    const long = "A".repeat(300);
    expect(namesFor({ given_name: "Ada\u0000\n", family_name: long }, email, null)).toEqual({
      firstName: "Ada",
      lastName: "A".repeat(100),
    });
  });
});

describe("parseAppleUser", () => {
  it("ignores what is missing or malformed", () => {
    expect(parseAppleUser(undefined)).toBeNull();
    expect(parseAppleUser("{not json")).toBeNull();
    expect(parseAppleUser("[]")).toBeNull();
    expect(parseAppleUser(JSON.stringify({ email: "a@example.com" }))).toBeNull();
    expect(parseAppleUser(JSON.stringify({ name: { firstName: 3, lastName: "" } }))).toBeNull();
  });

  it("keeps a name with only one part", () => {
    expect(parseAppleUser(JSON.stringify({ name: { lastName: "Lovelace" } }))).toEqual({
      firstName: "",
      lastName: "Lovelace",
    });
    expect(namesFor({}, "a@example.com", { firstName: "", lastName: "Lovelace" })).toEqual({
      firstName: "Lovelace",
      lastName: "",
    });
  });
});
