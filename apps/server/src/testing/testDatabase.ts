import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { IN_MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";

export type TestDatabaseKind = "pglite" | "postgres";

/** Set by migratedTemplates.ts (Vitest global setup): already migrated starting points. */
export const PGLITE_IMAGE_ENV = "SKYHIRE_TEST_PGLITE_IMAGE";
export const POSTGRES_TEMPLATE_ENV = "SKYHIRE_TEST_POSTGRES_TEMPLATE";

/** Suites run on in-memory PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** Closes the connection and, for PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * A fresh database; migrated unless `migrate: false`. Migrated ones are copies of the run's
 * migrated image or template when the global setup made them, else migrated here.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const copy = migrate ? await copyOfMigrated(kind) : undefined;
  if (copy) return copy;
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

async function copyOfMigrated(kind: TestDatabaseKind): Promise<TestDatabase | undefined> {
  if (kind === "pglite") {
    const image = process.env[PGLITE_IMAGE_ENV];
    return image && existsSync(image) ? createPglite(new Blob([readFileSync(image)])) : undefined;
  }
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  return template ? createPostgres(template) : undefined;
}

async function createPglite(image?: Blob): Promise<TestDatabase> {
  const database = await openDatabase({
    dataDir: IN_MEMORY_DATA_DIR,
    ...(image ? { pgliteImage: image } : {}),
  });
  return { database, dispose: () => database.close() };
}

/**
 * Each suite gets its own database on the TEST_DATABASE_URL server, so suites are isolated
 * from each other and from whatever already lives in the target database.
 */
async function createPostgres(template?: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { name, database } = await createPostgresDatabase(serverUrl, template);
  return { database, dispose: () => dropPostgresDatabase(serverUrl, name, database) };
}

/** A new database on the server (a copy of `template` when given), opened. */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  const name = `skyhire_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const from = template ? ` template "${template}"` : "";
  await withMaintenanceClient(serverUrl, (client) =>
    client.query(`create database "${name}"${from}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url.toString() });
  return { name, database };
}

export async function dropPostgresDatabase(
  serverUrl: string,
  name: string,
  database?: DatabaseHandle,
): Promise<void> {
  await database?.close();
  await withMaintenanceClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
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

/**
 * Another pool on the same PostgreSQL database, as a second instance of SkyHire would open
 * (nothing shared in memory with the first).
 */
export async function openSecondPool(database: DatabaseHandle): Promise<DatabaseHandle> {
  const driver = database.driver;
  if (driver.kind !== "postgres") throw new Error("a second instance needs PostgreSQL");
  return openDatabase({
    dataDir: IN_MEMORY_DATA_DIR,
    databaseUrl: driver.pool.options.connectionString,
  });
}
