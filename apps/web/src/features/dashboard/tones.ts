/** The colours of the dashboard's stat and action cards (spec section 2 building blocks). */
export const TONES = ["orange", "green", "blue", "purple", "yellow", "red"] as const;
export type Tone = (typeof TONES)[number];

/** Icon tile classes per colour: the palette's status tones (index.css), checked for contrast. */
export const TONE_ICON: Record<Tone, string> = {
  orange: "bg-tone-orange-soft text-tone-orange",
  green: "bg-tone-green-soft text-tone-green",
  blue: "bg-tone-sky-soft text-tone-sky",
  purple: "bg-tone-violet-soft text-tone-violet",
  yellow: "bg-tone-amber-soft text-tone-amber",
  red: "bg-tone-red-soft text-tone-red",
};

/** A thin top accent per colour. */
export const TONE_ACCENT: Record<Tone, string> = {
  orange: "before:bg-brand-orange",
  green: "before:bg-tone-green",
  blue: "before:bg-tone-sky",
  purple: "before:bg-tone-violet",
  yellow: "before:bg-star",
  red: "before:bg-tone-red",
};
