import { HomeIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";

/** The 404 page (spec section 2 "Route sets"). */
export default function NotFoundPage() {
  return (
    <section className="relative mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p
        aria-hidden
        className="font-display text-[7rem] leading-none font-black tracking-tighter text-transparent [-webkit-text-stroke:2px_var(--color-brand-sky)] opacity-40 sm:text-[9rem]"
      >
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <LinkButton href="/" variant="flare" size="lg" className="mt-8">
        <HomeIcon />
        Go Home
      </LinkButton>
    </section>
  );
}
