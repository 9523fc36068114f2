import type { Profile } from "@/features/auth/types";

export type ChecklistStep = { id: string; label: string; done: boolean };

const has = (value: unknown) => Boolean(value);
const nonEmpty = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0;

/** Pilot profile steps of spec section 5. */
export function pilotChecklist(profile: Profile | null): ChecklistStep[] {
  return [
    {
      id: "basic",
      label: "Basic info: Part 107 number and business name",
      done: has(profile?.part107Number) && has(profile?.businessName),
    },
    {
      id: "media",
      label: "Profile media: profile image and cover image",
      done: has(profile?.profileImageUrl) && has(profile?.coverImageUrl),
    },
    {
      id: "services",
      label: "Services and equipment: at least one job category and one equipment item",
      done: nonEmpty(profile?.jobCategories) && nonEmpty(profile?.equipment),
    },
    {
      id: "areas",
      label: "Service areas: at least one area",
      done: nonEmpty(profile?.serviceAreas),
    },
  ];
}

/** Client checklist: one step, company name and location (spec section 5). */
export function clientChecklist(profile: Profile | null): ChecklistStep[] {
  return [
    {
      id: "company",
      label: "Company details: company name and location",
      done: has(profile?.companyName) && has(profile?.location),
    },
  ];
}

/** Share of steps done, as a whole percentage. */
export function completionPercent(steps: readonly ChecklistStep[]): number {
  if (steps.length === 0) return 100;
  return Math.round((steps.filter((s) => s.done).length / steps.length) * 100);
}
