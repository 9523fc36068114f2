// Draws the SkyHire drone mark into the PWA icon PNGs under public/icons/ with no dependencies:
// shapes are signed-distance functions sampled 4x4 per pixel, written as RGBA PNGs via zlib.
// Run: node apps/web/scripts/generate-icons.mjs   (the outputs are committed)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");

// --- geometry, in the 32x32 units of the favicon SVG -------------------------------------
const roundedRect = (x, y, x0, y0, x1, y1, r) => {
  const cx = (x0 + x1) / 2,
    cy = (y0 + y1) / 2;
  const qx = Math.abs(x - cx) - ((x1 - x0) / 2 - r);
  const qy = Math.abs(y - cy) - ((y1 - y0) / 2 - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const segment = (x, y, ax, ay, bx, by, halfWidth) => {
  const px = x - ax,
    py = y - ay,
    vx = bx - ax,
    vy = by - ay;
  const h = Math.max(0, Math.min(1, (px * vx + py * vy) / (vx * vx + vy * vy)));
  return Math.hypot(px - vx * h, py - vy * h) - halfWidth;
};
const ring = (x, y, cx, cy, r, halfWidth) => Math.abs(Math.hypot(x - cx, y - cy) - r) - halfWidth;
const disc = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r;

const ROTORS = [
  [9, 9],
  [23, 9],
  [9, 23],
  [23, 23],
];
const ARMS = [
  [11.7, 11.7, 14, 14],
  [20.3, 11.7, 18, 14],
  [11.7, 20.3, 14, 18],
  [20.3, 20.3, 18, 18],
];

/** White parts of the mark: arms, rotor rings and body. */
function inWhite(x, y) {
  if (roundedRect(x, y, 13, 13, 19, 19, 1.8) <= 0) return true;
  if (ROTORS.some(([cx, cy]) => ring(x, y, cx, cy, 3.4, 0.9) <= 0)) return true;
  return ARMS.some(([ax, ay, bx, by]) => segment(x, y, ax, ay, bx, by, 0.9) <= 0);
}

const SKY = [0x38, 0xbd, 0xf8],
  NAVY = [0x0d, 0x2c, 0x5e],
  ORANGE = [0xf9, 0x73, 0x16];
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

/**
 * Colour at a point. `inset` shrinks the mark inside a full-bleed square (maskable icons keep
 * their content in the central safe zone); `badge` draws a white silhouette on transparency.
 */
function sample(x, y, { inset, badge }) {
  const u = ((x - inset) / (1 - 2 * inset)) * 32;
  const v = ((y - inset) / (1 - 2 * inset)) * 32;
  const inTile = inset > 0 ? true : roundedRect(u, v, 0, 0, 32, 32, 9) <= 0;
  if (badge) return inWhite(u, v) && disc(u, v, 16, 16, 1.3) > 0 ? [255, 255, 255, 255] : null;
  if (!inTile) return null;
  if (disc(u, v, 16, 16, 1.3) <= 0) return [...ORANGE, 255];
  if (inWhite(u, v)) return [255, 255, 255, 255];
  return [...mix(SKY, NAVY, Math.max(0, Math.min(1, (x + y) / 2))), 255];
}

function render(size, options) {
  const SS = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, options);
          if (!c) continue;
          r += c[0] * c[3];
          g += c[1] * c[3];
          b += c[2] * c[3];
          a += c[3];
        }
      }
      const o = (py * size + px) * 4;
      pixels[o] = a ? Math.round(r / a) : 0;
      pixels[o + 1] = a ? Math.round(g / a) : 0;
      pixels[o + 2] = a ? Math.round(b / a) : 0;
      pixels[o + 3] = Math.round(a / (SS * SS));
    }
  }
  return encodePng(size, size, pixels);
}

// --- PNG encoding ------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ["icon-192x192.png", 192, { inset: 0, badge: false }],
  ["icon-512x512.png", 512, { inset: 0, badge: false }],
  ["icon-maskable-512x512.png", 512, { inset: 0.16, badge: false }],
  ["apple-touch-icon-180x180.png", 180, { inset: 0.1, badge: false }],
  ["badge-72x72.png", 72, { inset: 0.06, badge: true }],
];
for (const [name, size, options] of icons) {
  writeFileSync(join(outDir, name), render(size, options));
  console.log(`wrote public/icons/${name}`);
}
