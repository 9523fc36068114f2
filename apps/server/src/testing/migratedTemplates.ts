import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IN_MEMORY_DATA_DIR, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  PGLITE_IMAGE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from "./testDatabase";

/**
 * Vitest global setup of the server project: replays the migrations once per run, into a PGlite
 * image on disk and (with TEST_DATABASE_URL) a PostgreSQL template database. Each suite's fresh
 * database then starts as a copy of them instead of replaying every migration again, the
 * largest fixed cost of an API suite. migrate.test.ts still migrates from empty.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), "skyhire-test-image-"));
  const image = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  try {
    await runMigrations(image);
    if (image.driver.kind !== "pglite") throw new Error("expected PGlite");
    const dump = await image.driver.client.dumpDataDir("none");
    const file = join(folder, "migrated.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_IMAGE_ENV] = file;
  } finally {
    await image.close();
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    template = created.name;
    try {
      await runMigrations(created.database);
    } finally {
      await created.database.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && template) await dropPostgresDatabase(serverUrl, template);
  };
}
