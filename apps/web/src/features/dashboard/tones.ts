/** The colours of the dashboard's stat and action cards (spec section 2 building blocks). */
export const TONES = ["orange", "green", "blue", "purple", "yellow", "red"] as const;
export type Tone = (typeof TONES)[number];

/** Icon tile classes per colour, readable in light and dark. */
export const TONE_ICON: Record<Tone, string> = {
  orange: "bg-orange-500/12 text-orange-600 dark:bg-orange-400/15 dark:text-orange-300",
  green: "bg-emerald-500/12 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300",
  blue: "bg-sky-500/12 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300",
  purple: "bg-violet-500/12 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300",
  yellow: "bg-amber-400/20 text-amber-700 dark:bg-amber-300/15 dark:text-amber-300",
  red: "bg-rose-500/12 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300",
};

/** A thin top accent per colour. */
export const TONE_ACCENT: Record<Tone, string> = {
  orange: "before:bg-orange-500",
  green: "before:bg-emerald-500",
  blue: "before:bg-sky-500",
  purple: "before:bg-violet-500",
  yellow: "before:bg-amber-400",
  red: "before:bg-rose-500",
};
