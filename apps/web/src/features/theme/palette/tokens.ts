import { parseHex, type Rgba } from "./contrast";

export type Theme = "light" | "dark";
export type Palette = Record<Theme, Map<string, Rgba>>;

/** The custom properties declared in one top-level block (`:root {` or `.dark {`) of the CSS. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`No ${selector} block in the stylesheet`);
  const body = css.slice(start, css.indexOf("\n}", start));
  const found = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*([^;]+);/g))
    found.set(name!, value!.trim());
  return found;
}

/** Resolves var(--x) chains and keeps the colour tokens (hex values) only. */
function colours(raw: Map<string, string>): Map<string, Rgba> {
  const resolve = (value: string, depth = 0): string => {
    const ref = /^var\(--([\w-]+)\)$/.exec(value);
    if (!ref || depth > 5) return value;
    return resolve(raw.get(ref[1]!) ?? value, depth + 1);
  };
  const result = new Map<string, Rgba>();
  for (const [name, value] of raw) {
    const resolved = resolve(value);
    if (resolved.startsWith("#")) result.set(name, parseHex(resolved));
  }
  return result;
}

/** The light and dark palettes of index.css; dark overrides what `.dark` redeclares. */
export function parsePalette(css: string): Palette {
  const light = declarations(css, ":root");
  const dark = new Map([...light, ...declarations(css, ".dark")]);
  return { light: colours(light), dark: colours(dark) };
}
