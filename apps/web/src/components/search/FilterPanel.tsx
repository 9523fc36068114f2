import type { ReactNode } from "react";

/** The raised card every search screen keeps its filters in. */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="rounded-2xl border bg-card p-4 shadow-[0_1px_2px_rgb(11_26_58/0.04),0_12px_32px_-20px_rgb(11_26_58/0.25)] sm:p-5"
    >
      {children}
    </section>
  );
}
