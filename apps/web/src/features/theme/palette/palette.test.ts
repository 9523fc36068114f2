import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { composite, contrastRatio, type Rgba } from "./contrast";
import { parsePalette, type Theme } from "./tokens";

const SRC = resolve(__dirname, "../../..");
const palette = parsePalette(readFileSync(join(SRC, "index.css"), "utf8"));
const THEMES: Theme[] = ["light", "dark"];

/** WCAG 1.4.3 for text, 1.4.11 for UI parts (focus ring, input borders). */
const TEXT = 4.5;
const UI_PART = 3;

function colour(theme: Theme, token: string): Rgba {
  const found = palette[theme].get(token);
  if (!found) throw new Error(`No --${token} in the ${theme} palette`);
  return found;
}

/** A token with an optional Tailwind opacity ("brand-orange/15"), painted over `under`. */
function paint(theme: Theme, spec: string, under: Rgba): Rgba {
  const [token, percent] = spec.split("/");
  return composite(colour(theme, token!), under, percent ? Number(percent) / 100 : 1);
}

/** Page surfaces any text can sit on. `accent` is translucent in dark mode, so it is laid on both. */
const SURFACES = ["background", "card", "popover", "muted", "secondary"];
function surfaces(theme: Theme): [string, Rgba][] {
  const base = SURFACES.map((name): [string, Rgba] => [
    name,
    paint(theme, name, colour(theme, "background")),
  ]);
  const accent = ["background", "card"].map((under): [string, Rgba] => [
    `accent over ${under}`,
    paint(theme, "accent", colour(theme, under)),
  ]);
  return [...base, ...accent];
}

/** The lowest ratio of `fg` over `bg` (a token, maybe translucent) laid on each page surface. */
function worstRatio(theme: Theme, fg: string, bg?: string) {
  let worst = { ratio: Infinity, on: "" };
  for (const [name, surface] of surfaces(theme)) {
    const ground = bg ? paint(theme, bg, surface) : surface;
    const ratio = contrastRatio(paint(theme, fg, ground), ground);
    if (ratio < worst.ratio) worst = { ratio, on: bg ? `${bg} on ${name}` : name };
  }
  return worst;
}

const TEXT_TOKENS = [
  "foreground",
  "muted-foreground",
  "primary",
  "brand-sky",
  "brand-orange-ink",
  "success",
  "destructive",
  ...["sky", "violet", "orange", "amber", "green", "red"].map((tone) => `tone-${tone}`),
];

/** Text on a filled token: buttons, chips, badges, the calendar's today marker. */
const FILLED_PAIRS: [string, string][] = [
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["brand-sky-foreground", "brand-sky"],
  ["brand-orange-foreground", "brand-orange"],
  ["brand-sky", "brand-sky-soft"],
  ["muted-foreground", "muted"],
  ...["sky", "violet", "orange", "amber", "green", "red"].map((tone): [string, string] => [
    `tone-${tone}`,
    `tone-${tone}-soft`,
  ]),
];

describe.each(THEMES)("the %s palette", (theme) => {
  it.each(TEXT_TOKENS)("text in %s reads at 4.5:1 on every surface", (token) => {
    const { ratio, on } = worstRatio(theme, token);
    expect(ratio, `${token} on ${on}`).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(FILLED_PAIRS)("%s on %s reads at 4.5:1", (fg, bg) => {
    const { ratio, on } = worstRatio(theme, fg, bg);
    expect(ratio, `${fg} on ${on}`).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(["ring", "input"])("the %s colour stands out at 3:1 from every surface", (token) => {
    const { ratio, on } = worstRatio(theme, token);
    expect(ratio, `${token} on ${on}`).toBeGreaterThanOrEqual(UI_PART);
  });
});

/** Every .ts/.tsx source file of the web app except tests, with its path. */
function sourceFiles(): { path: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(SRC, path), "utf8") }));
}

/** The quoted strings of a source file: where class lists live. */
function quotedStrings(text: string): string[] {
  return [...text.matchAll(/"([^"\n]*)"|`([^`]*)`/g)].map((match) => match[1] ?? match[2] ?? "");
}

const tokenClass = (utility: string) =>
  new RegExp(`(?:^|\\s)${utility}-([a-z-]+(?:/\\d+)?)(?=\\s|$)`, "g");

/** Unprefixed `text-<token>` and `bg-<token>` pairs written in one class list. */
function classPairs(): { where: string; fg: string; bg: string }[] {
  const known = (spec: string) => palette.light.has(spec.split("/")[0]!);
  const pairs: { where: string; fg: string; bg: string }[] = [];
  for (const { path, text } of sourceFiles()) {
    for (const classes of quotedStrings(text)) {
      const fgs = [...classes.matchAll(tokenClass("text"))].map((m) => m[1]!).filter(known);
      const bgs = [...classes.matchAll(tokenClass("bg"))].map((m) => m[1]!).filter(known);
      for (const fg of fgs) for (const bg of bgs) pairs.push({ where: path, fg, bg });
    }
  }
  return pairs;
}

describe("the components' class lists", () => {
  const pairs = classPairs();

  it("are found by the scan (it reads the real sources)", () => {
    expect(pairs.length).toBeGreaterThan(40);
  });

  it.each(THEMES)("pair text and background tokens at 4.5:1 in the %s theme", (theme) => {
    const failures = pairs
      .map(({ where, fg, bg }) => ({ where, fg, bg, ...worstRatio(theme, fg, bg) }))
      .filter(({ ratio }) => ratio < TEXT)
      .map(({ where, fg, on, ratio }) => `${where}: ${fg} on ${on} = ${ratio.toFixed(2)}`);
    expect(failures).toEqual([]);
  });

  /**
   * Fixed Tailwind colours bypass the palette and its contrast checks. Only surfaces that are
   * navy in both themes (the landing hero, the footer, the sign-in side panel) keep them.
   */
  const ALWAYS_DARK = [
    "components/layout/Footer.tsx",
    "components/layout/SocialIcons.tsx",
    "features/auth/AuthLayout.tsx",
    "features/landing/Hero.tsx",
    "features/landing/LandingTopBar.tsx",
    "features/landing/PilotPreviewRow.tsx",
    "features/landing/PilotSearchPanel.tsx",
    "features/map/mapConfig.ts",
    "features/pilots/PilotBadges.tsx",
    "features/pilots/PilotProfileView.tsx",
  ];
  const FIXED_COLOUR =
    /\b(?:text|bg|border|fill|stroke|ring|outline|from|via|to)-(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}\b/g;

  it("use palette tokens, not fixed Tailwind colours", () => {
    const offenders = sourceFiles()
      .filter(({ path }) => !ALWAYS_DARK.includes(path))
      .flatMap(({ path, text }) => [...text.matchAll(FIXED_COLOUR)].map((m) => `${path}: ${m[0]}`));
    expect(offenders).toEqual([]);
  });

  it("draw the focus ring at full strength (a faded ring falls under 3:1)", () => {
    const faded = sourceFiles()
      .concat({ path: "index.css", text: readFileSync(join(SRC, "index.css"), "utf8") })
      .flatMap(({ path, text }) =>
        [...text.matchAll(/\b(?:ring|outline)-ring\/\d+/g)].map((m) => `${path}: ${m[0]}`),
      );
    expect(faded).toEqual([]);
  });
});
