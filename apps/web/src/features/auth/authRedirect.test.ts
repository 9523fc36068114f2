import { describe, expect, it } from "vitest";
import {
  dashboardRedirect,
  destinationAfterSignInReturn,
  parseSignInReturn,
  providerLabel,
  signInReturnToast,
} from "./authRedirect";
import type { AuthSession, Profile, User } from "./types";

const session = (
  user: User,
  profiles: { pilot?: Profile | null; client?: Profile | null } = {},
): AuthSession => ({
  user,
  profile: (user.userType === "pilot" ? profiles.pilot : profiles.client) ?? null,
  pilotProfile: profiles.pilot ?? null,
  clientProfile: profiles.client ?? null,
  linkedAccounts: [],
});
const PILOT_PROFILE = { part107Number: "4123456", businessName: "Sky Eye" };
const CLIENT_PROFILE = { companyName: "Acme", location: "Austin, TX" };

describe("sign-in return detection (spec section 2)", () => {
  it("reads auth=success, provider and new_user=true", () => {
    expect(parseSignInReturn("?auth=success&provider=google&new_user=true")).toEqual({
      provider: "google",
      isNewUser: true,
    });
    expect(parseSignInReturn("?auth=success&provider=Apple")).toEqual({
      provider: "apple",
      isNewUser: false,
    });
  });

  it("ignores other query strings and odd provider values", () => {
    expect(parseSignInReturn("")).toBeNull();
    expect(parseSignInReturn("?auth=failed&provider=google")).toBeNull();
    expect(parseSignInReturn("?auth=success&provider=<b>x</b>")).toEqual({
      provider: null,
      isNewUser: false,
    });
  });
});

describe("destination after a provider sign-in", () => {
  const withProfile = session({ userType: "pilot", canFly: true }, { pilot: PILOT_PROFILE });
  const withoutProfile = session({ userType: null });

  it("prefers a stored return path other than /", () => {
    expect(destinationAfterSignInReturn("/pilots", withProfile)).toBe("/pilots");
    expect(destinationAfterSignInReturn("/", withProfile)).toBe("/dashboard");
  });

  it("goes to /dashboard with a profile and /registration without", () => {
    expect(destinationAfterSignInReturn(null, withProfile)).toBe("/dashboard");
    expect(destinationAfterSignInReturn(null, withoutProfile)).toBe("/registration");
    expect(
      destinationAfterSignInReturn(
        null,
        session({ userType: "client", canHire: true }, { client: CLIENT_PROFILE }),
      ),
    ).toBe("/dashboard");
  });

  it("falls back to / with no user, and to the return path or / when the fetch failed", () => {
    expect(destinationAfterSignInReturn(null, null)).toBe("/");
    expect(destinationAfterSignInReturn(null, undefined)).toBe("/");
    expect(destinationAfterSignInReturn("/jobs/3", undefined)).toBe("/jobs/3");
  });
});

describe("sign-in return toast (spec section 8)", () => {
  it("welcomes new users and greets returning ones", () => {
    expect(signInReturnToast({ provider: "google", isNewUser: true }, "register")).toEqual({
      title: "Welcome to SkyHire!",
      description: "Successfully signed up with Google",
    });
    expect(signInReturnToast({ provider: "apple", isNewUser: false }, "login")).toEqual({
      title: "Welcome back!",
      description: "Successfully signed in with Apple",
    });
  });

  it("follows the stored mode, not new_user, for the verb", () => {
    expect(signInReturnToast({ provider: "google", isNewUser: true }, "login")).toEqual({
      title: "Welcome to SkyHire!",
      description: "Successfully signed in with Google",
    });
    expect(signInReturnToast({ provider: "apple", isNewUser: false }, "register").description).toBe(
      "Successfully signed up with Apple",
    );
  });

  it("leaves the provider out when unknown and guesses the mode when none was stored", () => {
    expect(signInReturnToast({ provider: null, isNewUser: false }, "login").description).toBe(
      "Successfully signed in",
    );
    expect(signInReturnToast({ provider: "google", isNewUser: true }, null).description).toBe(
      "Successfully signed up with Google",
    );
    expect(providerLabel("google")).toBe("Google");
    expect(providerLabel(null)).toBeNull();
  });
});

describe("dashboard redirect (spec section 2)", () => {
  it("sends a capability without its profile to create it, pilot first", () => {
    expect(dashboardRedirect(session({ userType: "pilot", canFly: true }))).toBe("/register/pilot");
    expect(dashboardRedirect(session({ userType: "client", canHire: true }))).toBe(
      "/register/client",
    );
    expect(dashboardRedirect(session({ userType: "pilot", canFly: true, canHire: true }))).toBe(
      "/register/pilot",
    );
    expect(
      dashboardRedirect(
        session({ userType: "pilot", canFly: true, canHire: true }, { pilot: PILOT_PROFILE }),
      ),
    ).toBe("/register/client");
  });

  it("lets users with their profiles through", () => {
    expect(
      dashboardRedirect(session({ userType: "pilot", canFly: true }, { pilot: PILOT_PROFILE })),
    ).toBeNull();
    expect(
      dashboardRedirect(
        session(
          { userType: "pilot", canFly: true, canHire: true },
          { pilot: PILOT_PROFILE, client: CLIENT_PROFILE },
        ),
      ),
    ).toBeNull();
    // A capability switched off keeps its profile and needs nothing.
    expect(
      dashboardRedirect(session({ userType: "client", canHire: true }, { client: CLIENT_PROFILE })),
    ).toBeNull();
  });

  it("sends accounts with no capability and no profile to choose one", () => {
    expect(dashboardRedirect(session({ userType: null }))).toBe("/registration");
    expect(dashboardRedirect(null)).toBeNull();
  });

  it("reads the profile from `profile` when the answer has no separate profiles", () => {
    const legacy: AuthSession = {
      user: { userType: "pilot", canFly: true },
      profile: PILOT_PROFILE,
      linkedAccounts: [],
    };
    expect(dashboardRedirect(legacy)).toBeNull();
  });
});
