import { ArrowRightIcon, MapPinIcon, SearchIcon } from "lucide-react";
import { Link } from "wouter";

/**
 * Where the embedded pilot search panel (spec section 2 hero, section 7 /api/pilots/search) will
 * live once the discovery issue builds it. Until then it shows no results of its own and sends
 * visitors to the real pilot directory.
 */
export function PilotSearchPanelSlot() {
  return (
    <div className="relative rounded-2xl border border-white/15 bg-white/[0.07] p-6 shadow-2xl shadow-black/30 backdrop-blur-md sm:p-7">
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-400/15 px-3 py-1 text-xs font-semibold text-emerald-300">
        <span className="size-1.5 rounded-full bg-emerald-300" aria-hidden />
        Free to search. No registration required
      </p>
      <h2 className="mt-4 text-2xl font-bold text-white">Find a pilot near your project</h2>
      <p className="mt-2 text-sm text-sky-100/75">
        Browse certified drone pilots by location and service, then compare their experience and
        equipment.
      </p>
      <div className="mt-6 grid gap-3 text-sm text-sky-100/80">
        <p className="flex items-center gap-3">
          <MapPinIcon className="size-4 text-sky-300" aria-hidden />
          Pilots for real estate, weddings, construction and more
        </p>
        <p className="flex items-center gap-3">
          <SearchIcon className="size-4 text-sky-300" aria-hidden />
          Every pilot FAA Part 107 certified
        </p>
      </div>
      <Link
        href="/pilots"
        className="group mt-6 flex h-12 items-center justify-center gap-2 rounded-xl bg-white font-semibold text-[#0b1a3a] transition hover:bg-sky-50"
      >
        Browse All Pilots
        <ArrowRightIcon
          className="size-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </Link>
    </div>
  );
}
