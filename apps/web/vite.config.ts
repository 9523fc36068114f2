import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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
  plugins: [react(), tailwindcss(), precompress()],
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
