import { memo, useEffect } from "react";
import { Footer } from "@/components/layout/Footer";
import { SkipLink } from "@/components/layout/SkipLink";
import { DroneServices } from "@/features/landing/DroneServices";
import { Faq } from "@/features/landing/Faq";
import { Hero } from "@/features/landing/Hero";
import { HowItWorks } from "@/features/landing/HowItWorks";
import { LandingTopBar } from "@/features/landing/LandingTopBar";
import { PilotsMapSection } from "@/features/landing/PilotsMapSection";
import { SuccessStories } from "@/features/landing/SuccessStories";
import { WhyUs } from "@/features/landing/WhyUs";
import { scrollToId } from "@/features/navigation/scrollToAnchor";
import { useAccountDeletedNotice } from "@/features/account/accountDeletedNotice";

/**
 * The public landing page (/), for everyone. Memoised: the route table re-renders when the
 * session arrives, and the page must not render twice on a phone's first view for that; the
 * parts that show the session (top bar, hero) follow it themselves.
 */
function LandingPage() {
  useAccountDeletedNotice();
  // Arriving via /#about from another page: scroll once the sections exist.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    const frame = window.requestAnimationFrame(() => scrollToId(id));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingTopBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <HowItWorks />
        <DroneServices />
        <WhyUs />
        <PilotsMapSection />
        <SuccessStories />
        <Faq />
      </main>
      <Footer />
    </div>
  );
}

export default memo(LandingPage);
