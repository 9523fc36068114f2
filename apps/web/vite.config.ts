import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";

/** Public paths whose page chunk (and its imports) the HTML starts fetching at once. */
const PRELOADED_PAGES: Record<string, string> = {
  "/": "src/pages/LandingPage.tsx",
  "/pilots": "src/pages/PilotsPage.tsx",
  "/pilots/*": "src/pages/PilotDetailPage.tsx",
};

/**
 * Pages are lazy chunks, so the browser would learn of a page's code only after the entry has
 * run. For the public pages people land on, a tiny inline script in index.html adds
 * modulepreload links for that page's chunks straight away, so they download alongside the entry.
 */
function routePreloads(): Plugin {
  return {
    name: "skyhire-route-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === "chunk",
        );
        const entry = chunks.find((c) => c.isEntry);
        const loaded = new Set<string>();
        const walk = (name: string, into: Set<string>) => {
          if (into.has(name)) return;
          into.add(name);
          const chunk = bundle[name];
          if (chunk?.type === "chunk") for (const dep of chunk.imports) walk(dep, into);
        };
        if (entry) walk(entry.fileName, loaded);
        const map: Record<string, string[]> = {};
        for (const [path, source] of Object.entries(PRELOADED_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!page) continue;
          const files = new Set<string>();
          walk(page.fileName, files);
          map[path] = [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        }
        const script =
          `(function(){var m=${JSON.stringify(map)};` +
          `var p=location.pathname.replace(/\\/+$/,"")||"/";` +
          `var l=m[p]||(p.indexOf("/pilots/")===0?m["/pilots/*"]:null);if(!l)return;` +
          `for(var i=0;i<l.length;i++){var e=document.createElement("link");` +
          `e.rel="modulepreload";e.href=l[i];document.head.appendChild(e)}})();`;
        return [{ tag: "script", children: script, injectTo: "head" }];
      },
    },
  };
}

/**
 * Writes a .br and a .gz beside every emitted text file over 1 KB, once, at build time; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`). Phones on
 * slow networks then download a third of the bytes, with no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: "skyhire-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(dir, file));
          if (data.length < 1024) return;
          const brotli = brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          await writeFile(join(dir, `${file}.br`), brotli);
          await writeFile(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

/** The API server (Fastify) the dev server forwards /api and /ws to. */
const apiTarget = process.env.SKYHIRE_API_URL ?? "http://localhost:5000";

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // @skyhire/shared is a side-effect-free barrel; without this its zod schemas (unused
        // by most screens) would be kept in the entry chunk just because the barrel imports them.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/ws": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
