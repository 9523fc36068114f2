import { ArrowRightIcon, PlayCircleIcon } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/features/auth/useAuth";
import { cn } from "@/lib/utils";
import { PilotSearchPanel } from "./PilotSearchPanel";

/** A dashed flight path with a drone on it: the hero's signature graphic. */
function FlightPath() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 1200 400"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 bottom-10 h-64 w-full text-sky-300/40"
    >
      <path
        d="M-20 340 C 220 250, 380 380, 620 250 S 980 120, 1220 60"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-hero-from via-hero-to to-hero-to text-white">
      <div
        aria-hidden
        className="bg-flight-grid absolute inset-0 -z-10 text-sky-200 opacity-70 [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[60rem] -translate-x-1/2 rounded-full bg-sky-500/25 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -right-32 bottom-0 -z-10 size-80 rounded-full bg-orange-500/15 blur-3xl"
      />
      <FlightPath />

      <div className="relative mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-12 px-4 pt-16 pb-24 sm:px-6 md:pt-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center lg:px-8 lg:pb-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-sky-300/30 bg-sky-300/10 px-3 py-1 text-xs font-semibold tracking-wide text-sky-200">
            FAA Part 107 certified pilots
          </p>
          <h1 className="mt-6 text-4xl leading-[1.05] font-extrabold sm:text-5xl lg:text-6xl">
            Hire a drone pilot{" "}
            <span className="bg-gradient-to-r from-sky-300 to-sky-100 bg-clip-text text-transparent">
              for any aerial job
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-sky-100/80">
            Real estate, weddings, construction, film and inspections. Post your job in 60 seconds,
            choose a certified pro and pay only when you approve the results.
          </p>
          <HeroActions />
        </div>
        <PilotSearchPanel />
      </div>
    </section>
  );
}

/**
 * The hero's calls to action, the only part of the hero that follows the session, so the
 * session's arrival re-renders these buttons and nothing else.
 */
function HeroActions() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="mt-9 flex flex-wrap gap-3">
      {isAuthenticated ? (
        <Link href="/dashboard" className={cn(buttonVariants({ variant: "flare", size: "lg" }))}>
          Go to Dashboard
          <ArrowRightIcon />
        </Link>
      ) : (
        <Link href="/register" className={cn(buttonVariants({ variant: "flare", size: "lg" }))}>
          Find Pilots Now
          <ArrowRightIcon />
        </Link>
      )}
      {/* The spec gives Watch Demo no behaviour yet; it is a plain button, not a link. */}
      <Button
        type="button"
        size="lg"
        variant="outline"
        className="border-white/25 bg-white/5 text-white hover:bg-white/10 hover:text-white"
      >
        <PlayCircleIcon className="size-5" />
        Watch Demo
      </Button>
    </div>
  );
}
