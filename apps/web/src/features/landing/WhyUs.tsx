import { PRODUCT_NAME } from "@skyhire/shared";
import {
  BadgeCheckIcon,
  Clock3Icon,
  FileVideoIcon,
  HandCoinsIcon,
  ShieldIcon,
  ThumbsUpIcon,
} from "lucide-react";
import { SectionHeading } from "./SectionHeading";
import { cn } from "@/lib/utils";
import { BELOW_FOLD } from "./landingSections";
import { HydrateLater } from "./HydrateLater";

/** Marketing claims from spec section 1 (stated publicly, not enforced by the product). */
const REASONS = [
  {
    icon: BadgeCheckIcon,
    title: "Vetted, certified pilots",
    text: "Every pilot holds an FAA Part 107 certificate, is insured and background checked.",
  },
  {
    icon: HandCoinsIcon,
    title: "Escrow protection",
    text: "Your payment is held in escrow until you approve the deliverables.",
  },
  {
    icon: ThumbsUpIcon,
    title: "Satisfaction guarantee",
    text: "Not happy with the result? You're covered by our refund guarantee.",
  },
  {
    icon: Clock3Icon,
    title: "Fast replies",
    text: "Pilots reply in anywhere from 3 minutes to 24 hours.",
  },
  {
    icon: FileVideoIcon,
    title: "24-hour delivery",
    text: "4K video plus RAW photos, delivered within a day of the flight.",
  },
  {
    icon: ShieldIcon,
    title: "$2M insurance",
    text: "Flights are backed by $2M of liability coverage.",
  },
];

function WhyUsSection() {
  return (
    <section id="about" className={cn("py-20 sm:py-28", BELOW_FOLD)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow={`Why ${PRODUCT_NAME}`}
          title="Professional aerial work without the guesswork"
          text={`${PRODUCT_NAME} connects real estate agents, wedding planners, builders, insurers and film crews with certified drone pilots.`}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border bg-card p-6">
              <Icon className="size-7 text-brand-sky" aria-hidden />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-1.5 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Hydrated after the page's first screen (HydrateLater). */
export function WhyUs() {
  return (
    <HydrateLater>
      <WhyUsSection />
    </HydrateLater>
  );
}
