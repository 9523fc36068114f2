import { lazy, Suspense, useEffect, useState } from "react";

// Radix's toast primitives are not needed for the first paint: they load right after the
// app's first render, outside the entry chunk. A toast raised before they are in shows once
// they are (the store keeps it). Mounted only after that first render, so a prerendered page
// hydrates without them (the server renders no toast area either).
const Toaster = lazy(() =>
  import("@/features/toast/Toaster").then((m) => ({ default: m.Toaster })),
);

/** The toast area (features/toast/Toaster.tsx), loaded once the app has rendered. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
