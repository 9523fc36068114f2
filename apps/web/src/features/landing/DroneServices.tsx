import { SERVICE_TYPES } from "@skyhire/shared";
import {
  ArrowRightIcon,
  Building2Icon,
  ClapperboardIcon,
  HardHatIcon,
  HeartIcon,
  HomeIcon,
  LeafIcon,
  MapIcon,
  MegaphoneIcon,
  ShieldCheckIcon,
  SirenIcon,
  TrophyIcon,
  WheatIcon,
  type LucideIcon,
} from "lucide-react";
import { Link } from "wouter";
import { SectionHeading } from "./SectionHeading";
import { cn } from "@/lib/utils";
import { BELOW_FOLD } from "./landingSections";
import { HydrateLater } from "./HydrateLater";

const ICONS: Record<string, LucideIcon> = {
  real_estate: HomeIcon,
  wedding_events: HeartIcon,
  construction: HardHatIcon,
  agricultural: WheatIcon,
  film_tv: ClapperboardIcon,
  commercial_inspection: Building2Icon,
  sports_recreation: TrophyIcon,
  insurance_claims: ShieldCheckIcon,
  marketing_advertising: MegaphoneIcon,
  emergency_services: SirenIcon,
  environmental: LeafIcon,
  mapping_surveying: MapIcon,
};

/** Starting prices the spec lists as public marketing claims. */
const FROM_PRICES: Record<string, string> = {
  film_tv: "From $999",
  commercial_inspection: "From $599",
};

function DroneServicesSection() {
  return (
    <section id="drone-services" className={cn("bg-muted/50 py-20 sm:py-28", BELOW_FOLD)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Drone services"
          title="One marketplace, twelve kinds of aerial work"
          text="Whatever needs to be seen from above, there is a certified pilot for it."
        />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {SERVICE_TYPES.map(({ value, label }) => {
            const Icon = ICONS[value] ?? MapIcon;
            return (
              <li
                key={value}
                className="group flex flex-col gap-3 rounded-2xl border bg-card p-4 transition-[border-color,transform] hover:-translate-y-0.5 hover:border-brand-sky/50 sm:p-5"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky transition-colors group-hover:bg-brand-sky group-hover:text-brand-sky-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="font-semibold">{label}</span>
                {FROM_PRICES[value] && (
                  <span className="text-xs font-semibold text-brand-orange-ink">
                    {FROM_PRICES[value]}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-12 text-center">
          <Link
            href="/pilots"
            className="inline-flex items-center gap-2 font-semibold text-brand-sky hover:underline"
          >
            Browse All Services
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Hydrated after the page's first screen (HydrateLater). */
export function DroneServices() {
  return (
    <HydrateLater>
      <DroneServicesSection />
    </HydrateLater>
  );
}
