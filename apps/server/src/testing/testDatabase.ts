import { randomBytes } from "node:crypto";
import pg from "pg";
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";

export type TestDatabaseKind = "pglite" | "postgres";

/** Suites run on in-memory PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** Closes the connection and, for PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/** A fresh, empty database; migrated unless `migrate: false`. */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const created = kind === "pglite" ? await createPglite() : await createPostgres();
  if (migrate) {
    try {
      await runMigrations(created.database);
    } catch (error) {
      await created.dispose();
      throw error;
    }
  }
  return created;
}

async function createPglite(): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  return { database, dispose: () => database.close() };
}

/**
 * Each suite gets its own database on the TEST_DATABASE_URL server, so suites are isolated
 * from each other and from whatever already lives in the target database.
 */
async function createPostgres(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `skyhire_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withMaintenanceClient(serverUrl, (client) => client.query(`create database "${name}"`));

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      await withMaintenanceClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withMaintenanceClient<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
