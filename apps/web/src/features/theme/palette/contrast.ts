/** WCAG 2.x contrast arithmetic for the palette test: hex colours, alpha compositing, ratios. */
export type Rgba = { r: number; g: number; b: number; a: number };

/** "#rgb", "#rrggbb" or "#rrggbbaa". */
export function parseHex(hex: string): Rgba {
  let digits = hex.trim().replace(/^#/, "");
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(digits)) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: digits.length === 8 ? channel(6) / 255 : 1,
  };
}

/** `top` painted with `opacity` (times its own alpha) over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba, opacity = 1): Rgba {
  const a = top.a * opacity;
  const mix = (t: number, b: number) => t * a + b * (1 - a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
