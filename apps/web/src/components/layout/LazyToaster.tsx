import { Suspense } from "react";
import { lazyBackgroundPart } from "@/features/offline/backgroundImport";
import { AfterFirstPage } from "./firstPageShown";

// Radix's toast primitives are not needed for the first paint: they load right after the
// first page has been drawn (firstPageShown.ts), outside the entry chunk. A toast raised before
// they are in shows once they are (the store keeps it). Never in the first render, so a
// prerendered page hydrates without them (the server renders no toast area either).
// A network lost before they come delays them until it is back (features/offline).
const Toaster = lazyBackgroundPart(() =>
  import("@/features/toast/Toaster").then((m) => ({ default: m.Toaster })),
);

/** The toast area (features/toast/Toaster.tsx), loaded once the first page is drawn. */
export function LazyToaster() {
  return (
    <AfterFirstPage>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </AfterFirstPage>
  );
}
