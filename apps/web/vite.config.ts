import { execFileSync } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin, type Rollup } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import {
  PRERENDERED_DARK_SUFFIX,
  PRERENDERED_ID_PREFIX,
  prerenderedTemplates,
  SERVER_RENDER_DIR,
  withoutPrerenderedScreens,
} from "../../packages/shared/src/constants/prerenderedScreens";

const SRC = fileURLToPath(new URL("./src", import.meta.url));

/** Public paths whose page chunk (and its imports) the HTML starts fetching at once. */
const PRELOADED_PAGES: Record<string, string> = {
  "/": "src/pages/LandingPage.tsx",
  "/pilots": "src/pages/PilotsPage.tsx",
  "/pilots/*": "src/pages/PilotDetailPage.tsx",
  "/login": "src/pages/LoginPage.tsx",
  "/register": "src/pages/RegisterPage.tsx",
};

/**
 * How index.html starts the app's code. Pages are lazy chunks, so the browser would learn of a
 * page's code only after the entry has run: for the public pages people land on, the loader
 * also preloads that page's chunks, so they download alongside the entry.
 *
 * The entry script and Vite's modulepreload links move into this inline loader at the end of
 * the body. When index.html shows a prerendered screen (below), the loader waits for the
 * first paint before requesting any script: the screen then paints as soon as the HTML and
 * the CSS are in, without sharing a slow connection with the app's code.
 */
function appLoader(): Plugin {
  return {
    name: "skyhire-app-loader",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === "chunk",
        );
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error("no entry chunk");
        const loaded = new Set<string>();
        const walk = (name: string, into: Set<string>) => {
          if (into.has(name)) return;
          into.add(name);
          const chunk = bundle[name];
          if (chunk?.type === "chunk") for (const dep of chunk.imports) walk(dep, into);
        };
        walk(entry.fileName, loaded);
        const map: Record<string, string[]> = {};
        for (const [path, source] of Object.entries(PRELOADED_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!page) continue;
          const files = new Set<string>();
          walk(page.fileName, files);
          map[path] = [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        }
        const deps = [...loaded].filter((f) => f !== entry.fileName).map((f) => `/${f}`);

        const entryTag = new RegExp(
          `\\s*<script type="module" crossorigin src="/${entry.fileName}"></script>`,
        );
        if (!entryTag.test(html)) throw new Error("index.html: entry script tag not found");
        const stripped = html
          .replace(entryTag, "")
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "");

        const script =
          `(function(){var m=${JSON.stringify(map)},d=${JSON.stringify(deps)};` +
          `var p=location.pathname.replace(/\\/+$/,"")||"/";` +
          `var l=d.concat(m[p]||(p.indexOf("/pilots/")===0?m["/pilots/*"]:null)||[]);` +
          `var done=false;function start(){if(done)return;done=true;` +
          `for(var i=0;i<l.length;i++){var e=document.createElement("link");` +
          `e.rel="modulepreload";e.crossOrigin="";e.href=l[i];document.head.appendChild(e)}` +
          `var s=document.createElement("script");s.type="module";s.crossOrigin="";` +
          `s.src=${JSON.stringify(`/${entry.fileName}`)};document.head.appendChild(s)}` +
          // Once the first contentful paint is on screen; the timer covers browsers without
          // paint timing and hidden tabs (no frames).
          `if(document.getElementById("root").hasAttribute("data-prerendered")){` +
          `try{new PerformanceObserver(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)` +
          `if(e[i].name==="first-contentful-paint")start()}).observe({type:"paint",buffered:true})}` +
          `catch(e){}setTimeout(start,1000)}else start()})();`;
        return {
          html: stripped,
          tags: [{ tag: "script", children: script, injectTo: "body" }],
        };
      },
    },
  };
}

/**
 * The first screen of the public entry pages (src/routes/prerenderedPages.ts),
 * rendered at build time and carried by index.html, so the first paint needs only the HTML and
 * the CSS instead of waiting for the app's JavaScript to download and run.
 *
 * - The app is built once more for Node (src/routes/prerender.tsx) and rendered in a child
 *   process as a visitor's first render draws it (no session yet, searches pending).
 * - Each page goes into a <template>, once for a light and once for a dark theme; an inline
 *   script copies the one for the current path and theme into #root before the first paint
 *   (only for /pilots without filters in the address, whose first screen depends on them).
 *   #root is `inert` until main.tsx has hydrated it.
 */
function prerenderPublicPages(): Plugin {
  const outDir = join(SRC, "../node_modules/.skyhire-prerender");
  return {
    name: "skyhire-prerender",
    apply: "build",
    // The same bundle renders signed-in entry pages at request time, in the server's render
    // worker (apps/server features/pageRender): it goes out with the build, in a folder the
    // server never serves (plugins/webApp.ts) and the service worker never caches.
    async writeBundle(options) {
      const into = join(options.dir ?? "dist", SERVER_RENDER_DIR);
      await rm(into, { recursive: true, force: true });
      await cp(outDir, into, { recursive: true });
      await rm(outDir, { recursive: true, force: true });
    },
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        await build({
          configFile: false,
          root: join(SRC, ".."),
          logLevel: "warn",
          mode: "production",
          plugins: [react()],
          resolve: { alias: { "@": SRC } },
          ssr: { noExternal: true },
          // Node needs the code only: the public folder is the browser build's.
          publicDir: false,
          build: {
            ssr: join(SRC, "routes/prerender.tsx"),
            outDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: { output: { entryFileNames: "prerender.mjs" } },
          },
        });
        const entry = pathToFileURL(join(outDir, "prerender.mjs")).href;
        const script = [
          // The bundle stands in for the browser's globals itself (routes/serverGlobals.ts).
          `const { prerender, PRERENDERED_PATHS } = await import(${JSON.stringify(entry)});`,
          "const pages = {};",
          "for (const path of PRERENDERED_PATHS) pages[path] = await prerender(path);",
          // Exit at once: the query client's timers would keep Node up for minutes.
          "process.stdout.write(JSON.stringify(pages), () => process.exit(0));",
        ].join("\n");
        const pages = JSON.parse(
          execFileSync(process.execPath, ["--input-type=module", "-e", script], {
            encoding: "utf8",
            env: { ...process.env, NODE_ENV: "production" },
            maxBuffer: 64 * 1024 * 1024,
          }),
        ) as Record<string, [light: string, dark: string]>;

        const templates = Object.entries(pages)
          .map(([path, [light, dark]]) => prerenderedTemplates(path, light, dark))
          .join("");
        // prerenderedScreenPath's rule (packages/shared), in the browser before any module.
        // The `dark` class is set by the theme script in <head> (stored choice or OS setting).
        const show =
          `(function(){var p=location.pathname.replace(/\\/+$/,"")||"/";` +
          `if(p!=="/"&&location.search)return;` +
          `var d=document.documentElement.classList.contains("dark")?${JSON.stringify(PRERENDERED_DARK_SUFFIX)}:"";` +
          `var t=document.getElementById(${JSON.stringify(PRERENDERED_ID_PREFIX)}+p+d);if(!t)return;` +
          `var r=document.getElementById("root");r.appendChild(t.content.cloneNode(true));` +
          `r.inert=true;r.setAttribute("data-prerendered",p)})();`;
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
        return html.replace(root, `${root}${templates}<script>${show}</script>`);
      },
    },
  };
}

/**
 * shell.html: index.html without the prerendered screens, which are 97% of its bytes and are
 * used only on their own paths. The server sends it to every other page (the dashboard, a job):
 * parsing those screens' 240 KB delayed the app loader at the end of the body, and with it the
 * start of the app's download (docs/benchmarks.md). Its inline scripts are index.html's, so the
 * Content-Security-Policy's hashes hold for both.
 */
function shellWithoutPrerenderedScreens(): Plugin {
  return {
    name: "skyhire-shell-html",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") throw new Error("no index.html in the bundle");
        const html = String(index.source);
        const shell = withoutPrerenderedScreens(html);
        if (shell === html) throw new Error("index.html carries no prerendered screen");
        this.emitFile({ type: "asset", fileName: "shell.html", source: shell });
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

/**
 * The service worker (src/worker/sw.ts), built after the app with the list of this build's
 * files injected for Workbox to precache: the shell, every route chunk, styles and icons.
 * Registration stays ours (features/push/serviceWorker.ts) and so does the web manifest.
 * docs/decisions/0002-offline-service-worker.md says why this plugin.
 */
function serviceWorker() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "src/worker",
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: "iife",
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      // Pre-compressed copies are the same files; demo photos are not part of the app.
      // shell.html is index.html less its prerendered screens: the worker's shell is index.html.
      globIgnores: [
        "**/*.{br,gz}",
        "seed-images/**",
        "sw.js",
        "shell.html",
        `${SERVER_RENDER_DIR}/**`,
      ],
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/**
 * Fewer, larger files for each page. Left to itself the bundler gives every module shared by two
 * lazy pages its own file: a signed-in page then loaded 36 to 101 files of 1-2 KB, and on a
 * phone's connection each costs a round trip (six at a time over HTTP/1.1), and Lighthouse's
 * phone simulation counts every request started before the largest paint. Here the entry's own
 * imports stay in the entry file, and icons and UI primitives go into one file each; a page then
 * also downloads some it does not use, a few KB, which costs less than the round trips saved
 * (docs/benchmarks.md).
 */
const CHUNK_GROUPS = [
  // Everything the entry imports statically is needed before the first render anyway.
  { name: "index", tags: ["$initial" as const], priority: 40 },
  // Icons are a few hundred bytes each; one file of all those the pages use.
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 30 },
  // The design system's primitives and the Radix parts under them.
  {
    name: "ui",
    test: /src[\\/]components[\\/]ui[\\/]|node_modules[\\/](@radix-ui|@floating-ui)[\\/]/,
    minShareCount: 2,
    priority: 20,
  },
  // Not grouped: the shared rules and schemas (one file of them weighed 45 KB gzipped, loaded by
  // every page), nor all shared app code (136 KB): bytes a phone pays for more than round trips.
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderPublicPages(),
    appLoader(),
    shellWithoutPrerenderedScreens(),
    precompress(),
    serviceWorker(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
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
