import { describe, expect, it } from "vitest";
import { destinationAfterLogin } from "./authRedirect";
import { loginSchema, registerSchema, toRegisterPayload } from "./authSchemas";
import { fullName, initials, isProfileComplete, roleLabel } from "./profile";
import type { AuthSession } from "./types";

const pilot = (part107Number?: string): AuthSession => ({
  user: { userType: "pilot", canFly: true },
  profile: part107Number ? { part107Number } : null,
  linkedAccounts: [],
});
const client = (companyName?: string): AuthSession => ({
  user: { userType: "client", canHire: true },
  profile: companyName ? { companyName } : null,
  linkedAccounts: [],
});

describe("profile completeness (spec section 4)", () => {
  it("needs part107Number for pilots and companyName for everyone else", () => {
    expect(isProfileComplete(pilot("FA-1").user, { part107Number: "FA-1" })).toBe(true);
    expect(isProfileComplete(pilot().user, { companyName: "Acme" })).toBe(false);
    expect(isProfileComplete(client().user, { companyName: "Acme" })).toBe(true);
    expect(isProfileComplete(client().user, { part107Number: "FA-1" })).toBe(false);
    expect(isProfileComplete(client().user, null)).toBe(false);
  });
});

describe("role label", () => {
  it("reads capabilities first", () => {
    expect(roleLabel({ canFly: true, canHire: true })).toBe("Pilot & Client");
    expect(roleLabel({ hasDualCapability: true })).toBe("Pilot & Client");
    expect(roleLabel({ canFly: true })).toBe("Pilot");
    expect(roleLabel({ canHire: true, userType: "pilot" })).toBe("Client");
    expect(roleLabel({ userType: "client" })).toBe("Client");
    expect(roleLabel({})).toBe("User");
  });

  it("builds names and initials from what is available", () => {
    expect(fullName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(fullName({ name: "Grace" })).toBe("Grace");
    expect(fullName({ email: "x@y.co" })).toBe("x@y.co");
    expect(initials({ firstName: "Ada", lastName: "Lovelace" })).toBe("AL");
    expect(initials(null)).toBe("?");
  });
});

describe("destination after login (spec section 4)", () => {
  it("prefers a stored return path other than /", () => {
    expect(destinationAfterLogin("/jobs/7", pilot("FA-1"))).toBe("/jobs/7");
    expect(destinationAfterLogin("/", pilot("FA-1"))).toBe("/pilot-dashboard");
  });

  it("sends users by role and profile state", () => {
    expect(destinationAfterLogin(null, pilot("FA-1"))).toBe("/pilot-dashboard");
    expect(destinationAfterLogin(null, client("Acme"))).toBe("/client-dashboard");
    expect(destinationAfterLogin(null, pilot())).toBe("/register/pilot");
    expect(destinationAfterLogin(null, client())).toBe("/register/client");
  });

  it("sends operators without a marketplace profile to /admin", () => {
    const operator: AuthSession = {
      user: { userType: "client", role: "admin" },
      profile: null,
      linkedAccounts: [],
    };
    expect(destinationAfterLogin(null, operator)).toBe("/admin");
    expect(destinationAfterLogin("/admin/ledger", operator)).toBe("/admin/ledger");
  });

  it("sends accounts that have not chosen a role to /registration", () => {
    const session: AuthSession = { user: { userType: null }, profile: null, linkedAccounts: [] };
    expect(destinationAfterLogin(null, session)).toBe("/registration");
  });

  it("ignores return paths that leave the site", () => {
    expect(destinationAfterLogin("//evil.example/x", null)).toBe("/");
    expect(destinationAfterLogin("https://evil.example", client("Acme"))).toBe("/client-dashboard");
  });

  it("falls back to / with no user or a failed fetch", () => {
    expect(destinationAfterLogin(null, null)).toBe("/");
    expect(destinationAfterLogin(null, undefined)).toBe("/");
  });
});

describe("form validation (spec section 5)", () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it("login needs a valid email and a password", () => {
    expect(messages(loginSchema.safeParse({ email: "nope", password: "" }))).toEqual([
      "Please enter a valid email address",
      "Password is required",
    ]);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });

  it("register checks names, length and the confirmation", () => {
    const result = registerSchema.safeParse({
      firstName: " ",
      lastName: "",
      email: "a@b.co",
      password: "short",
      confirmPassword: "short",
    });
    expect(messages(result)).toEqual([
      "Password must be at least 8 characters",
      "First name is required",
      "Last name is required",
    ]);

    const mismatch = registerSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: "longenough",
      confirmPassword: "different",
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ message: "Passwords don't match", path: ["confirmPassword"] }),
    ]);
  });

  it("shares the request rules: trims and lowercases the email", () => {
    expect(loginSchema.parse({ email: "  Pilot@Example.COM ", password: "x" }).email).toBe(
      "pilot@example.com",
    );
  });

  it("does not send the confirmation", () => {
    const values = {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: "longenough",
      confirmPassword: "longenough",
    };
    expect(toRegisterPayload(values)).toEqual({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: "longenough",
    });
  });
});
