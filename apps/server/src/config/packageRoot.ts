import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "@skyhire/server";

/**
 * The apps/server folder. Found by walking up from this module, because the module lives in
 * src/config when run with tsx or vitest but is inlined into dist/main.js when bundled.
 */
export function findPackageRoot(startUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(startUrl));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Could not find the ${PACKAGE_NAME} package folder`);
    dir = parent;
  }
}

function readPackageName(manifestPath: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(manifestPath, "utf8")) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

export const PACKAGE_ROOT = findPackageRoot();

/** Server version reported by /api/health and the OpenAPI document. */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }
).version;
