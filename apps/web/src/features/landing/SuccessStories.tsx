import { PRODUCT_NAME } from "@skyhire/shared";
import { ClapperboardIcon, ScanSearchIcon, StarIcon } from "lucide-react";
import { SectionHeading } from "./SectionHeading";
import { cn } from "@/lib/utils";
import { BELOW_FOLD } from "./landingSections";
import { HydrateLater } from "./HydrateLater";

/** Public figures the spec lists as marketing claims (section 1); stated, not computed. */
const FIGURES = [
  { value: "4.9/5", label: "average client rating" },
  { value: "1,247", label: "certified pilots" },
  { value: "10,000+", label: "businesses served" },
  { value: "24 h", label: "delivery of edited footage" },
];

const STARTING_PRICES = [
  { icon: ClapperboardIcon, title: "Film & TV", price: "From $999" },
  { icon: ScanSearchIcon, title: "Commercial Inspection", price: "From $599" },
];

/** Anchor #success-stories (linked from the footer): the marketplace's track record. */
function SuccessStoriesSection() {
  return (
    <section id="success-stories" className={cn("py-20 sm:py-28", BELOW_FOLD)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Success stories"
          title="Trusted by teams that need the view from above"
          text={`Agencies, builders, planners and film crews book their aerial work on ${PRODUCT_NAME}.`}
        />
        <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {FIGURES.map(({ value, label }) => (
            <div key={label} className="rounded-2xl border bg-card p-6 text-center">
              <dt className="sr-only">{label}</dt>
              <dd className="font-display text-3xl font-extrabold text-brand-sky sm:text-4xl">
                {value}
              </dd>
              <dd className="mt-1 text-sm text-muted-foreground">{label}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {STARTING_PRICES.map(({ icon: Icon, title, price }) => (
            <div
              key={title}
              className="flex items-center gap-4 rounded-2xl border bg-gradient-to-br from-card to-muted/60 p-5"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-orange/15 text-brand-orange-ink">
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="flex-1">
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">
                  Complete productions by certified crews
                </p>
              </div>
              <span className="flex items-center gap-1 font-semibold text-brand-orange-ink">
                <StarIcon className="size-4 fill-current" aria-hidden />
                {price}
              </span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Hydrated after the page's first screen (HydrateLater). */
export function SuccessStories() {
  return (
    <HydrateLater>
      <SuccessStoriesSection />
    </HydrateLater>
  );
}
