import type { PilotProfileDetail } from "@skyhire/shared";
import type { Profile } from "@/features/auth/types";
import { pilotChecklist, type ChecklistStep } from "@/features/profile/checklist";

/** Where each checklist step (spec section 5) is done on the builder page. */
export const SECTION_IDS = {
  basic: "basic-info",
  media: "profile-media",
  services: "services-equipment",
  areas: "service-areas",
} as const;

export type BuilderStep = ChecklistStep & { href: string };

/**
 * The builder's checklist: the spec's steps and texts (the dashboard's own rules), read from the
 * whole profile when it is loaded, which every change updates at once, else from the session.
 */
export function builderSteps(
  detail: PilotProfileDetail | undefined,
  sessionProfile: Profile | null,
): BuilderStep[] {
  const profile: Profile | null = detail
    ? {
        ...detail,
        equipment: detail.equipment.map((item) => item.name),
        serviceAreas: detail.serviceAreas.map((area) => area.label),
      }
    : sessionProfile;
  return pilotChecklist(profile).map((step) => ({
    ...step,
    href: `#${SECTION_IDS[step.id as keyof typeof SECTION_IDS] ?? SECTION_IDS.basic}`,
  }));
}
