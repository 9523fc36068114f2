import { CheckIcon } from "lucide-react";
import type { User } from "@/features/auth/types";
import { cn } from "@/lib/utils";
import { onboardingSteps, type OnboardingStep } from "./onboardingRules";

/** "Step 2 of 3" progress across choosing a role and the profile forms. */
export function OnboardingSteps({
  user,
  current,
}: {
  user: Pick<User, "canFly" | "canHire"> | null | undefined;
  current: OnboardingStep["id"];
}) {
  const steps = onboardingSteps(user);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  return (
    <nav aria-label="Setup progress" className="mb-8">
      <p className="mb-3 text-sm font-medium text-muted-foreground">
        Step {index + 1} of {steps.length}
      </p>
      <ol className="flex flex-wrap items-center gap-2">
        {steps.map((step, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li key={step.id} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden className="h-px w-6 bg-border sm:w-10" />}
              <span
                aria-current={active ? "step" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium",
                  active && "border-brand-sky bg-brand-sky-soft text-brand-sky",
                  done && "border-success/40 text-success",
                  !active && !done && "text-muted-foreground",
                )}
              >
                {done ? (
                  <CheckIcon className="size-3.5" aria-hidden />
                ) : (
                  <span className="text-xs tabular-nums">{i + 1}</span>
                )}
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
