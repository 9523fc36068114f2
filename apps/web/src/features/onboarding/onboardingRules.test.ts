import { describe, expect, it } from "vitest";
import type { AuthSession } from "@/features/auth/types";
import {
  capabilitiesFor,
  choiceForUser,
  nextOnboardingStep,
  nextStepForCapabilities,
  onboardingSteps,
} from "./onboardingRules";

const session = (
  canFly: boolean,
  canHire: boolean,
  pilot: boolean,
  client: boolean,
): AuthSession => ({
  user: { userType: canFly ? "pilot" : "client", canFly, canHire },
  profile: null,
  pilotProfile: pilot ? { part107Number: "4123456" } : null,
  clientProfile: client ? { companyName: "Acme" } : null,
  linkedAccounts: [],
});

describe("capability choice", () => {
  it("maps fly, hire and both to flags and back", () => {
    expect(capabilitiesFor("fly")).toEqual({ canFly: true, canHire: false });
    expect(capabilitiesFor("hire")).toEqual({ canFly: false, canHire: true });
    expect(capabilitiesFor("both")).toEqual({ canFly: true, canHire: true });
    expect(choiceForUser({ canFly: true, canHire: true })).toBe("both");
    expect(choiceForUser({ canHire: true })).toBe("hire");
    expect(choiceForUser({})).toBeNull();
  });
});

describe("next onboarding step", () => {
  it("walks dual accounts through the pilot, then the client profile", () => {
    expect(nextOnboardingStep(session(true, true, false, false))).toBe("/register/pilot");
    expect(nextOnboardingStep(session(true, true, true, false))).toBe("/register/client");
    expect(nextOnboardingStep(session(true, true, true, true))).toBe("/dashboard");
  });

  it("goes to the single profile, then the dashboard", () => {
    expect(nextOnboardingStep(session(false, true, false, false))).toBe("/register/client");
    expect(nextOnboardingStep(session(false, true, false, true))).toBe("/dashboard");
    expect(nextOnboardingStep(session(true, false, true, false))).toBe("/dashboard");
  });

  it("follows the chosen flags when the answer could not be read", () => {
    expect(nextStepForCapabilities({ canFly: true, canHire: true })).toBe("/register/pilot");
    expect(nextStepForCapabilities({ canFly: false, canHire: true })).toBe("/register/client");
  });
});

describe("progress steps", () => {
  it("lists the profiles this account needs", () => {
    const ids = (user: { canFly?: boolean; canHire?: boolean } | null) =>
      onboardingSteps(user).map((s) => s.id);
    expect(ids({ canFly: true, canHire: true })).toEqual(["choose", "pilot", "client"]);
    expect(ids({ canHire: true })).toEqual(["choose", "client"]);
    expect(ids(null)).toEqual(["choose", "profile"]);
  });
});
