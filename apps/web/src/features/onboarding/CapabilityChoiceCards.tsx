import {
  Building2Icon,
  CheckIcon,
  PlaneTakeoffIcon,
  RepeatIcon,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";
import type { CapabilityChoice } from "./onboardingRules";

const CHOICES: {
  value: CapabilityChoice;
  icon: LucideIcon;
  title: string;
  tagline: string;
  text: string;
}[] = [
  {
    value: "fly",
    icon: PlaneTakeoffIcon,
    title: "Fly missions",
    tagline: "I'm a pilot",
    text: "Find jobs, apply and fly as an FAA Part 107 certified drone pilot.",
  },
  {
    value: "hire",
    icon: Building2Icon,
    title: "Hire pilots",
    tagline: "I'm hiring",
    text: "Post jobs and hire certified pilots for photos, video and inspections.",
  },
  {
    value: "both",
    icon: RepeatIcon,
    title: "Both",
    tagline: "I fly and hire",
    text: "Fly your own missions and hire other pilots, from one account.",
  },
];

type CapabilityChoiceCardsProps = {
  value: CapabilityChoice | null;
  onChange: (choice: CapabilityChoice) => void;
  disabled?: boolean;
};

/** Three radio cards: fly, hire or both. Native radios keep arrow-key and screen-reader use. */
export function CapabilityChoiceCards({ value, onChange, disabled }: CapabilityChoiceCardsProps) {
  return (
    <fieldset disabled={disabled} className="grid gap-4 md:grid-cols-3">
      <legend className="sr-only">How will you use the marketplace?</legend>
      {CHOICES.map(({ value: choice, icon: Icon, title, tagline, text }) => {
        const selected = value === choice;
        return (
          <label
            key={choice}
            className={cn(
              "relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-card p-6 transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring",
              selected
                ? "border-brand-sky shadow-[0_10px_30px_-12px] shadow-brand-sky/50"
                : "border-border hover:border-brand-sky/50",
            )}
          >
            <input
              type="radio"
              name="capability"
              value={choice}
              checked={selected}
              onChange={() => onChange(choice)}
              // Invisible but covering the card, so a click anywhere hits the radio itself.
              className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span
              aria-hidden
              className={cn(
                "absolute top-4 right-4 flex size-6 items-center justify-center rounded-full border-2 transition-colors",
                selected
                  ? "border-brand-sky bg-brand-sky text-brand-sky-foreground"
                  : "border-muted-foreground/30",
              )}
            >
              {selected && <CheckIcon className="size-3.5" strokeWidth={3} />}
            </span>
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
              <Icon className="size-6" aria-hidden />
            </span>
            <span>
              <span className="block text-xl font-bold">{title}</span>
              <span className="block text-sm font-medium text-brand-sky">{tagline}</span>
            </span>
            <span className="text-sm text-muted-foreground">{text}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
