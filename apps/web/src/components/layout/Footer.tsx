import { PRODUCT_NAME } from "@skyhire/shared";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AnchorLink } from "@/features/navigation/AnchorLink";
import {
  FOOTER_SPECIALIZATIONS,
  pilotsBySpecializationHref,
} from "@/features/pilots/specializations";
import { DroneMark } from "./BrandLogo";
import { SocialIcons } from "./SocialIcons";

const linkClass = "text-sm text-slate-300 transition-colors hover:text-white";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.16em] text-sky-300 uppercase">
        {title}
      </h2>
      <ul className="space-y-2.5">{children}</ul>
    </div>
  );
}

/** Entries the spec marks as placeholders: shown, but not pretending to be links. */
function Placeholder({ children }: { children: ReactNode }) {
  return <span className="text-sm text-slate-400">{children}</span>;
}

/** Site footer: on every page but /, and at the bottom of the landing page. */
export function Footer() {
  return (
    <footer className="relative overflow-hidden bg-[#071330] text-slate-200">
      <div
        aria-hidden
        className="bg-flight-grid pointer-events-none absolute inset-0 text-sky-200 opacity-40 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="space-y-5">
          <Link href="/" className="inline-flex items-center gap-2 font-display text-lg font-bold">
            <DroneMark />
            <span>
              Sky<span className="text-sky-400">Hire</span>
            </span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-300">
            {PRODUCT_NAME} is the marketplace for professional drone services, connecting businesses
            with FAA Part 107 certified pilots for aerial photography, video and inspections.
          </p>
          <SocialIcons />
        </div>

        <Column title="Services">
          {FOOTER_SPECIALIZATIONS.map(({ value, label }) => (
            <li key={value}>
              <Link href={pilotsBySpecializationHref(value)} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/register"
              className="text-sm font-semibold text-orange-400 hover:text-orange-300"
            >
              Become a Pilot
            </Link>
          </li>
        </Column>

        <Column title="Company">
          <li>
            <AnchorLink href="/#about" className={linkClass}>
              About Us
            </AnchorLink>
          </li>
          <li>
            <AnchorLink href="/#how-it-works" className={linkClass}>
              How It Works
            </AnchorLink>
          </li>
          <li>
            <AnchorLink href="/#success-stories" className={linkClass}>
              Success Stories
            </AnchorLink>
          </li>
          <li>
            <Placeholder>Learn More</Placeholder>
          </li>
        </Column>

        <Column title="Support">
          <li>
            <Placeholder>Help Center</Placeholder>
          </li>
          <li>
            <Placeholder>Contact</Placeholder>
          </li>
          <li>
            <Link href="/terms" className={linkClass}>
              Terms
            </Link>
          </li>
          <li>
            <Link href="/privacy" className={linkClass}>
              Privacy
            </Link>
          </li>
        </Column>
      </div>
      <div className="relative border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© 2025 {PRODUCT_NAME}. All rights reserved.</p>
          <p>Every pilot on {PRODUCT_NAME} flies under FAA Part 107.</p>
        </div>
      </div>
    </footer>
  );
}
