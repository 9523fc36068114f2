/** In-page sections the landing top bar links to. */
export const LANDING_SECTIONS = [
  { id: "how-it-works", label: "How It Works" },
  { id: "drone-services", label: "Services" },
  { id: "about", label: "Why Us" },
  { id: "faq", label: "FAQ" },
] as const;

/**
 * Sections below the first screen: the browser skips their style, layout and paint until they
 * approach the viewport (content-visibility), which keeps a phone's first render short. The
 * intrinsic size keeps the scrollbar steady meanwhile.
 */
export const BELOW_FOLD = "[content-visibility:auto] [contain-intrinsic-size:auto_1000px]";
