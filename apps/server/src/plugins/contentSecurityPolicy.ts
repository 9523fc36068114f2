import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the coverage maps' background tiles come from (apps/web/src/features/map/mapConfig.ts). */
export const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

/** Stripe.js, its card field's iframes and its API (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_SCRIPT_ORIGIN = "https://js.stripe.com";
const STRIPE_FRAME_ORIGINS = ["https://js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_API_ORIGIN = "https://api.stripe.com";

type Directives = Record<string, string[]>;

export interface PolicyInputs {
  /** `'sha256-…'` sources of the inline scripts index.html runs. */
  inlineScriptHashes: string[];
  /** The Stripe adapter is configured: the checkout loads Stripe.js and its card iframe. */
  stripe: boolean;
}

/**
 * The inline scripts of an HTML page, as CSP hash sources. The web build writes three into
 * index.html (the theme before first paint, the prerendered screen, the app loader) and
 * rewrites two of them on every build, so they are hashed from the built file when the server
 * starts, never copied by hand. Scripts with a `src` or a data type (JSON) are not inline code.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (type && type !== "module" && !type.includes("javascript")) continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** Hashes of the built index.html's inline scripts; none when the web app is not built. */
export function builtIndexScriptHashes(webDistDir: string): string[] {
  const file = join(webDistDir, "index.html");
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, "utf8")) : [];
}

/**
 * The Content-Security-Policy of every answer, in helmet's directive form. Only what the app
 * really loads:
 * - scripts: this origin's bundles and index.html's inline scripts by hash (no 'unsafe-inline',
 *   so an injected <script> or event-handler attribute does not run); Stripe.js when configured.
 * - styles: 'unsafe-inline' is needed. The prerendered screens in index.html carry React's
 *   `style="…"` attributes (Radix's hidden form inputs), and Radix's scroll lock for dialogs and
 *   sheets (react-style-singleton) inserts a <style> element with the scrollbar width measured at
 *   run time, which no hash can name ('unsafe-hashes' covers fixed attribute values only, and a
 *   nonce needs a per-request index.html). Styles cannot run code; scripts stay strict.
 * - images: this origin, `data:` (Leaflet's and Swagger UI's inline icons), `blob:` (the
 *   profile image picker's local preview) and the OpenStreetMap tile server.
 * - connections: this origin, including its WebSocket (`wsOrigin`, see securityHeaders.ts).
 * - frames and objects: this origin (the admin's credential review shows a submitted PDF in an
 *   <object>, which Chromium's viewer loads as a frame) and Stripe's card field; forms post
 *   only here (OAuth sign-in is a link; providers post back to our callback from their pages).
 */
export function contentSecurityPolicyDirectives({
  inlineScriptHashes: hashes,
  stripe,
}: PolicyInputs): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes, ...(stripe ? [STRIPE_SCRIPT_ORIGIN] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", MAP_TILE_ORIGIN],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(stripe ? [STRIPE_API_ORIGIN] : [])],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": ["'self'", ...(stripe ? STRIPE_FRAME_ORIGINS : [])],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'self'"],
  };
}

/** The WebSocket origin of a page origin (`http://host:port` → `ws://host:port`). */
export function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, "ws");
}
