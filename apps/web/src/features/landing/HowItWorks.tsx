import { ArrowRightIcon, ClipboardPenIcon, SparklesIcon, UserCheckIcon } from "lucide-react";
import { Link } from "wouter";
import { SectionHeading } from "./SectionHeading";
import { cn } from "@/lib/utils";
import { BELOW_FOLD } from "./landingSections";
import { HydrateLater } from "./HydrateLater";

const STEPS = [
  {
    icon: ClipboardPenIcon,
    title: "Post in 60 Seconds",
    text: "Describe the shoot: location, date, what you need and your budget.",
  },
  {
    icon: UserCheckIcon,
    title: "Choose Your Pro",
    text: "Compare certified pilots by experience, equipment and rating, then pick the right fit.",
  },
  {
    icon: SparklesIcon,
    title: "Get Stunning Results",
    text: "Receive 4K video and RAW photos. Payment leaves escrow only when you approve.",
  },
];

function HowItWorksSection() {
  return (
    <section id="how-it-works" className={cn("py-20 sm:py-28", BELOW_FOLD)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="How it works" title="From idea to aerial footage in three steps" />
        <ol className="relative mt-14 grid gap-6 md:grid-cols-3">
          <span
            aria-hidden
            className="absolute top-7 right-[16%] left-[16%] hidden border-t-2 border-dashed border-brand-sky/30 md:block"
          />
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg shadow-primary/25">
                <Icon className="size-6" aria-hidden />
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-brand-orange text-xs font-bold text-brand-orange-foreground">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-2 max-w-xs text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Link
            href="/pilots"
            className="inline-flex items-center gap-2 font-semibold text-brand-sky hover:underline"
          >
            Browse All Pilots
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Hydrated after the page's first screen (HydrateLater). */
export function HowItWorks() {
  return (
    <HydrateLater>
      <HowItWorksSection />
    </HydrateLater>
  );
}
