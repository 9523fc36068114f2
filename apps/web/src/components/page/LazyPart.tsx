import { Suspense, type ReactNode } from "react";
import { useInBrowser } from "@/lib/inBrowser";

/**
 * The Suspense boundary of a part of a page whose code loads on its own (React.lazy), drawn by
 * the browser only: on a page the server draws (routes/prerender.tsx), and while the browser
 * hydrates it, the part is its fallback; its code and data come once the page is the app's.
 * Drawn on the server, the part would hydrate only when its code had arrived, with whatever
 * data had arrived meanwhile, no longer what the server drew (React reports that, #418, and
 * draws it again); left suspended there, React reports that too (#419).
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useInBrowser() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
