import type { CapabilitiesRequest } from "@skyhire/shared";
import { dashboardRedirect } from "@/features/auth/authRedirect";
import type { AuthSession, User } from "@/features/auth/types";

/** What a new account picks on /registration. */
export type CapabilityChoice = "fly" | "hire" | "both";

export function capabilitiesFor(choice: CapabilityChoice): CapabilitiesRequest {
  return { canFly: choice !== "hire", canHire: choice !== "fly" };
}

/** The choice matching what the account already has, if anything. */
export function choiceForUser(user: User | null | undefined): CapabilityChoice | null {
  if (user?.canFly && user.canHire) return "both";
  if (user?.canFly) return "fly";
  if (user?.canHire) return "hire";
  return null;
}

/**
 * The next onboarding screen: the pilot profile while the account can fly without one, then the
 * client profile while it can hire without one, then the dashboard. This is the dashboard's own
 * redirect rule, so finishing a step never lands on a dashboard that sends the user back.
 */
export function nextOnboardingStep(session: AuthSession | null | undefined): string {
  return dashboardRedirect(session) ?? "/dashboard";
}

/** When the server's answer could not be read: follow the capabilities just chosen. */
export function nextStepForCapabilities({ canFly }: CapabilitiesRequest): string {
  return canFly ? "/register/pilot" : "/register/client";
}

export type OnboardingStep = { id: "choose" | "pilot" | "client" | "profile"; label: string };

/** The steps this account walks through, for the progress header. */
export function onboardingSteps(
  user: Pick<User, "canFly" | "canHire"> | null | undefined,
): OnboardingStep[] {
  const steps: OnboardingStep[] = [{ id: "choose", label: "Choose your role" }];
  if (user?.canFly) steps.push({ id: "pilot", label: "Pilot profile" });
  if (user?.canHire) steps.push({ id: "client", label: "Client profile" });
  // Before a choice: one generic profile step, so the header never reads "Step 1 of 1".
  if (steps.length === 1) steps.push({ id: "profile", label: "Your profile" });
  return steps;
}
