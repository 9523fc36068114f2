import { existsSync, readFileSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  prerenderedPathsIn,
  prerenderedScreenPath,
  prerenderedTemplates,
  SERVER_RENDER_DIR,
} from "@skyhire/shared";
import { sendNotFound } from "./errors";

export interface WebAppOptions {
  /** Output folder of the web build (contains index.html, assets/, sw.js). */
  webDistDir: string;
  /**
   * What a page without a prerendered screen carries for this request (a signed-in person's
   * session and page, features/pageRender/personalPage.ts), or null to send the shell as
   * built. `screenPath` is the path a screen may show for (null: the address has a query).
   */
  personalPageFor?: (
    request: FastifyRequest,
    screenPath: string | null,
  ) => Promise<PersonalPage | null>;
}

/** A page made for one request: elements before the app's root, and its first screen. */
export type PersonalPage = {
  beforeRoot: string;
  /** The page's first screen for each OS theme setting, shown as a prerendered one is. */
  screens: { path: string; light: string; dark: string } | null;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
// Revalidate every time (cheap with ETag) so a new deploy is picked up at once.
const REVALIDATE = "no-cache";

/** Page navigations get the SPA; API calls, the WebSocket path and asset fetches do not. */
export function wantsWebAppPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0] ?? "";
  if (path === "/api" || path.startsWith("/api/") || path === "/ws" || path.startsWith("/ws/")) {
    return false;
  }
  return (request.headers.accept ?? "").includes("text/html");
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app has not been built yet</h1>
<p>The API is running (see <a href="/api/health">/api/health</a> and <a href="/api/docs">/api/docs</a>),
but there is no built web app to serve.</p>
<p>Run <code>npm run build</code> in the repository root, then restart the server.</p>
</body></html>`;

/**
 * Serves the built web app with an SPA fallback. Owns the app-wide not-found handler: page
 * navigations get index.html, everything else the JSON 404 from errors.ts. A page without a
 * prerendered screen gets shell.html, the same document without the screens (vite.config.ts).
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { webDistDir, personalPageFor }) => {
    const hasBuild = existsSync(join(webDistDir, "index.html"));
    const hasShell = hasBuild && existsSync(join(webDistDir, "shell.html"));
    const shell = hasShell ? readFileSync(join(webDistDir, "shell.html"), "utf8") : "";
    const withScreens = hasShell
      ? prerenderedPathsIn(readFileSync(join(webDistDir, "index.html"), "utf8"))
      : new Set<string>();

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: "/",
        // Our own headers below: send's defaults would cache index.html for hours.
        cacheControl: false,
        // The web build writes .br and .gz beside each text file; send those when accepted.
        preCompressed: true,
        // The web app built for Node (the server's page renders) is not the browser's.
        allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_RENDER_DIR}/`),
        setHeaders: (reply, filePath) => {
          reply.header("cache-control", cacheControlFor(webDistDir, filePath));
        },
      });
    } else {
      app.log.warn(
        { webDistDir },
        "No built web app found (index.html missing); run `npm run build`. Serving a 503 page.",
      );
    }

    // A personal page only spares the app work: if it cannot be made, the page goes as built.
    async function personalPageOrNone(
      request: FastifyRequest,
      screenPath: string | null,
    ): Promise<PersonalPage | null> {
      try {
        return (await personalPageFor?.(request, screenPath)) ?? null;
      } catch (error) {
        request.log.warn({ err: error }, "personal page left out");
        return null;
      }
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsWebAppPage(request)) return sendNotFound(request, reply);
      if (!hasBuild) {
        return reply
          .code(503)
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(MISSING_BUILD_PAGE);
      }
      // Only where index.html's script will show a screen is it worth its 240 KB.
      const screen = prerenderedScreenPath(request.url);
      const withoutScreen = hasShell && !(screen && withScreens.has(screen));
      const page =
        withoutScreen && personalPageFor ? await personalPageOrNone(request, screen) : null;
      if (page) return sendPersonalPage(request, reply, personalized(shell, page));
      return reply.sendFile(withoutScreen ? "shell.html" : "index.html");
    });
  },
  { name: "web-app" },
);

/**
 * The shell with the page's elements just before its root element (parsed before the app's
 * code runs) and its screens, as index.html carries a prerendered one, just after it (the
 * inline script that follows shows the one for the theme).
 */
function personalized(html: string, page: PersonalPage): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  // A shell without the app's root cannot start the app anyway: sent as it is.
  if (at < 0) return html;
  const { screens } = page;
  const templates = screens ? prerenderedTemplates(screens.path, screens.light, screens.dark) : "";
  const end = at + root.length;
  return html.slice(0, at) + page.beforeRoot + root + templates + html.slice(end);
}

/**
 * A page made for one person: never stored by the browser or a shared cache (it names who is
 * signed in), compressed here as the build's precompressed files are.
 */
function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .code(200)
    .type("text/html; charset=utf-8")
    .header("cache-control", "private, no-store")
    .header("vary", "cookie, accept-encoding");
  // The negotiator @fastify/compress and @fastify/static use (q-values, "br;q=0" included).
  const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), ["br", "gzip"]);
  if (encoding === "br") {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(gzipSync(html));
  return reply.send(html);
}

function cacheControlFor(root: string, filePath: string): string {
  // A precompressed variant (index.html.br) is cached like the file it encodes.
  const name = basename(filePath).replace(/\.(br|gz)$/, "");
  if (name === "index.html" || name === "sw.js") return REVALIDATE;
  // Vite puts content-hashed files under assets/; their names change whenever content does.
  if (relative(root, filePath).startsWith(`assets${sep}`)) return IMMUTABLE;
  return REVALIDATE;
}
