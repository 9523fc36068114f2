import { ArrowRightIcon, MapPinnedIcon } from "lucide-react";
import { Link } from "wouter";

/**
 * Anchor #pilots-map. The coverage map arrives with the discovery issue; until then this block
 * makes no claims about coverage and simply leads to the pilot search.
 */
export function PilotsMapCta() {
  return (
    <section id="pilots-map" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-6 py-14 text-center text-white sm:px-12">
          <div aria-hidden className="bg-flight-grid absolute inset-0 text-sky-200 opacity-50" />
          <div className="relative mx-auto max-w-2xl">
            <MapPinnedIcon className="mx-auto size-10 text-orange-400" aria-hidden />
            <h2 className="mt-5 text-3xl font-bold sm:text-4xl">Find pilots where you need them</h2>
            <p className="mt-4 text-lg text-sky-100/80">
              Search by city and state to see which certified pilots fly near your project.
            </p>
            <Link
              href="/pilots"
              className="mt-8 inline-flex h-12 items-center gap-2 rounded-xl bg-brand-orange px-6 font-semibold text-brand-orange-foreground shadow-lg shadow-orange-500/30 transition hover:brightness-105"
            >
              Search Pilots
              <ArrowRightIcon className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
