import type { CredentialDto, MyCredentials, PilotProfileDetail } from "@skyhire/shared";
import type { Profile } from "@/features/auth/types";
import { pilotChecklist, type ChecklistStep } from "@/features/profile/checklist";

/** Where each checklist step (spec section 5) is done on the builder page. */
export const SECTION_IDS = {
  basic: "basic-info",
  media: "profile-media",
  services: "services-equipment",
  areas: "service-areas",
  credentials: "credentials",
} as const;

export type BuilderStep = ChecklistStep & { href: string };

/**
 * The builder's checklist: the spec's steps and texts (the dashboard's own rules), read from the
 * whole profile when it is loaded, which every change updates at once, else from the session.
 */
export function builderSteps(
  detail: PilotProfileDetail | undefined,
  sessionProfile: Profile | null,
  credentials?: MyCredentials,
): BuilderStep[] {
  const profile: Profile | null = detail
    ? {
        ...detail,
        equipment: detail.equipment.map((item) => item.name),
        serviceAreas: detail.serviceAreas.map((area) => area.label),
      }
    : sessionProfile;
  const steps = pilotChecklist(profile).map((step) => ({
    ...step,
    href: `#${SECTION_IDS[step.id as keyof typeof SECTION_IDS] ?? SECTION_IDS.basic}`,
  }));
  return [...steps, credentialsStep(credentials)];
}

const usable = (c: CredentialDto | null | undefined) =>
  c?.state === "verified" || c?.state === "expiring";

/**
 * The builder's own step beyond the spec's four: applying to jobs needs a verified, current
 * Part 107, and many jobs ask for insurance. It counts what is verified.
 */
export function credentialsStep(credentials: MyCredentials | undefined): BuilderStep {
  const verified = [credentials?.part107, credentials?.insurance].filter(usable).length;
  return {
    id: "credentials",
    label: `Credentials: Part 107 certificate and insurance verified (${verified} of 2)`,
    done: verified === 2,
    href: `#${SECTION_IDS.credentials}`,
  };
}
