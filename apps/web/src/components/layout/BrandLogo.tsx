import { PRODUCT_NAME } from "@skyhire/shared";
import { Link } from "wouter";
import { cn } from "@/lib/utils";

/** The quadcopter mark: four rotors around a body, with an orange nose light. */
export function DroneMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <defs>
        <linearGradient id="skyhire-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#0d2c5e" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#skyhire-mark)" />
      <g stroke="#fff" strokeWidth="1.8" strokeLinecap="round" fill="none">
        <path d="M11.7 11.7 14 14M20.3 11.7 18 14M11.7 20.3 14 18M20.3 20.3 18 18" />
        <circle cx="9" cy="9" r="3.4" />
        <circle cx="23" cy="9" r="3.4" />
        <circle cx="9" cy="23" r="3.4" />
        <circle cx="23" cy="23" r="3.4" />
      </g>
      <rect x="13" y="13" width="6" height="6" rx="1.8" fill="#fff" />
      <circle cx="16" cy="16" r="1.3" fill="#f97316" />
    </svg>
  );
}

/** Brand logo that always leads home. */
export function BrandLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg font-display text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        className,
      )}
    >
      <DroneMark />
      <span>
        Sky<span className="text-brand-sky">Hire</span>
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}

export { PRODUCT_NAME };
