// Build step (build.mjs): writes the migrated PGlite image and its migrations fingerprint to
// dist/ (migratedImage.ts says why). Run from the bundle, so it migrates exactly as the server.
import { writeFileSync } from "node:fs";
import {
  MIGRATED_IMAGE_FILE,
  MIGRATED_IMAGE_FINGERPRINT_FILE,
  migrationsFingerprint,
} from "./migratedImage";
import { buildMigratedImage } from "./migratedImageBuild";

writeFileSync(MIGRATED_IMAGE_FILE, await buildMigratedImage());
writeFileSync(MIGRATED_IMAGE_FINGERPRINT_FILE, `${migrationsFingerprint()}\n`);
