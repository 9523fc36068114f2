import { IN_MEMORY_DATA_DIR, openDatabase } from "./client";
import { runMigrations } from "./migrate";

/**
 * A gzipped PGlite data directory with every migration applied (migratedImage.ts says why).
 * The template databases initdb makes are dropped first: SkyHire never creates a database, and
 * their 600 files were 43% of what a first start writes to disk (0.5 s of a 5 s cold start,
 * docs/benchmarks.md). The checkpoint leaves the write-ahead log with nothing to replay.
 */
export async function buildMigratedImage(): Promise<Buffer> {
  const database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  try {
    if (database.driver.kind !== "pglite") throw new Error("expected PGlite");
    await runMigrations(database);
    const client = database.driver.client;
    for (const template of ["template0", "template1"]) {
      await client.exec(`alter database ${template} is_template false`);
      await client.exec(`drop database ${template}`);
    }
    await client.exec("checkpoint");
    const image = await client.dumpDataDir("gzip");
    return Buffer.from(await image.arrayBuffer());
  } finally {
    await database.close();
  }
}
