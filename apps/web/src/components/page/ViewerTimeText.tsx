import { useInBrowser } from "@/lib/inBrowser";

/**
 * Text read from the viewer's clock or time zone ("By May 10, 2026", "3 days ago"), drawn by
 * the browser only (lib/inBrowser.ts): the server draws some pages before the app runs
 * (routes/prerender.tsx) in its own zone, where the same instant can fall on another day, and
 * hydration would then show the server's day or draw the page twice. Until the browser has
 * taken the page over its place stays empty; a page the browser renders itself shows the text
 * from its first render.
 */
export function ViewerTimeText({ text }: { text: () => string | null }) {
  return useInBrowser() ? text() : null;
}
