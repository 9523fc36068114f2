/** In-page sections the landing top bar links to. */
export const LANDING_SECTIONS = [
  { id: "how-it-works", label: "How It Works" },
  { id: "drone-services", label: "Services" },
  { id: "about", label: "Why Us" },
  { id: "faq", label: "FAQ" },
] as const;
