// Build step (build.mjs): writes the migrated PGlite image and its migrations fingerprint to
// dist/ (migratedImage.ts says why). Run from the bundle, so it migrates exactly as the server.
import { writeFileSync } from "node:fs";
import { IN_MEMORY_DATA_DIR, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import {
  MIGRATED_IMAGE_FILE,
  MIGRATED_IMAGE_FINGERPRINT_FILE,
  migrationsFingerprint,
} from "./migratedImage";

const database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
try {
  if (database.driver.kind !== "pglite") throw new Error("expected PGlite");
  await runMigrations(database);
  const image = await database.driver.client.dumpDataDir("gzip");
  writeFileSync(MIGRATED_IMAGE_FILE, Buffer.from(await image.arrayBuffer()));
  writeFileSync(MIGRATED_IMAGE_FINGERPRINT_FILE, `${migrationsFingerprint()}\n`);
} finally {
  await database.close();
}
