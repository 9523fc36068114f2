import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../config/packageRoot";
import { MIGRATIONS_FOLDER } from "./migrate";

/**
 * A PGlite data directory with every migration applied, made by the server's build
 * (build.mjs) and shipped in dist/. A first start opens it instead of creating an empty cluster
 * and migrating it: PGlite's initdb alone took 2.2 s of a 7.7 s cold start, loading the image
 * under 0.9 s (docs/benchmarks.md). Migrations still run after it, so a stale image only costs
 * the saving, never correctness; the fingerprint keeps an image of other migrations unused.
 */
export const MIGRATED_IMAGE_FILE = join(PACKAGE_ROOT, "dist", "pglite-migrated.tar.gz");
export const MIGRATED_IMAGE_FINGERPRINT_FILE = `${MIGRATED_IMAGE_FILE}.sha256`;

/** A hash of the migrations folder's files (names and contents), in name order. */
export function migrationsFingerprint(folder: string = MIGRATIONS_FOLDER): string {
  const hash = createHash("sha256");
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else hash.update(`${prefix}${entry.name}\0`).update(readFileSync(path)).update("\0");
    }
  };
  walk(folder, "");
  return hash.digest("hex");
}

/**
 * The migrated image for a PGlite data directory that has no database yet, when the build made
 * one for these migrations; otherwise undefined (an existing database, a build without it, or
 * the development server running from source).
 */
export function migratedImageFor(
  dataDir: string,
  files = {
    image: MIGRATED_IMAGE_FILE,
    fingerprint: MIGRATED_IMAGE_FINGERPRINT_FILE,
    migrations: MIGRATIONS_FOLDER,
  },
): Blob | undefined {
  const databaseDir = join(dataDir, "db");
  if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) return undefined;
  if (!existsSync(files.image) || !existsSync(files.fingerprint)) return undefined;
  const recorded = readFileSync(files.fingerprint, "utf8").trim();
  if (recorded !== migrationsFingerprint(files.migrations)) return undefined;
  return new Blob([readFileSync(files.image)]);
}
