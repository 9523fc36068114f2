// Bundles the server into dist/main.js. npm packages stay external (installed node_modules are
// used at run time), except @skyhire/shared, which is TypeScript source and must be compiled in.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));

/** Marks bare imports (npm packages, node: builtins) external, except the workspace package. */
const externalPackagesExceptShared = {
  name: "external-packages-except-shared",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === "@skyhire/shared" || args.path.startsWith("@skyhire/shared/")) return;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  // The server, and the build step that makes its migrated PGlite image (run below).
  entryPoints: { main: "src/main.ts", "make-migrated-image": "src/db/makeMigratedImage.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  // Code imported with import() (the S3 driver) goes in its own file, loaded only when used.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [externalPackagesExceptShared],
  // Some CommonJS dependencies call require(); ESM has none, so provide one.
  banner: {
    js: 'import { createRequire as __skyhireCreateRequire } from "node:module"; const require = __skyhireCreateRequire(import.meta.url);',
  },
});
execFileSync(process.execPath, [join(root, "dist/make-migrated-image.js")], { stdio: "inherit" });
console.log(
  `Built apps/server/dist/main.js and the migrated PGlite image in ${Date.now() - started} ms`,
);
