import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;

/**
 * Result of `db.execute(sql...)`: what PGlite's `Results` and node-postgres' `QueryResult` have in
 * common, so raw queries stay typed without knowing the driver.
 */
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: DatabaseRows<this["row"]>;
}
interface DatabaseRows<Row> {
  rows: Row[];
}

/** The one database type feature code sees; both drivers satisfy it, so queries never branch. */
export type Database = PgDatabase<DatabaseQueryResultHKT, Schema>;

/** A transaction handle from `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseKind = "pglite" | "postgres";

/** Driver-specific handles, kept for the few places (migrations) that need them. */
export type DatabaseDriver =
  | { kind: "pglite"; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: "postgres"; db: NodePgDatabase<Schema>; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  driver: DatabaseDriver;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `memory://` keeps PGlite in memory (tests); any other path stores it in `<dataDir>/db`. */
  dataDir: string;
  /** When set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** Where errors on idle pooled connections go; without a listener they would crash the process. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL only: connections of the pool at most (default: defaultPoolSize()). */
  poolSize?: number | undefined;
  /** PGlite only: start from this data directory image (`dumpDataDir`), e.g. a migrated one. */
  pgliteImage?: Blob;
}

export const IN_MEMORY_DATA_DIR = "memory://";

/**
 * Two connections per core of this machine, between 4 and 10. On the bench's 2 cores (the
 * client, the server and PostgreSQL sharing them) 10 connections answered 1,266 filtered
 * searches a second against 1,605 with 4: more backends than cores only take turns, and each
 * statement then cost PostgreSQL a quarter more CPU (docs/benchmarks.md, "a pool the size of
 * the machine"). Where PostgreSQL runs elsewhere, DATABASE_POOL_SIZE says what it can take.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError, options.poolSize ?? defaultPoolSize())
    : openPglite(options.dataDir, options.pgliteImage);
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith(IN_MEMORY_DATA_DIR);
  const location = inMemory ? dataDir : join(dataDir, "db");
  if (!inMemory) mkdirSync(location, { recursive: true });
  // The geo search index needs cube + earthdistance (migration 0003 creates them).
  const client = await PGlite.create(location, {
    extensions: { cube, earthdistance },
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    driver: { kind: "pglite", db, client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  connectionString: string,
  onPoolError: DatabaseOptions["onPoolError"],
  poolSize: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Fail fast instead of hanging requests (and health checks) when the server is unreachable.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", (error) => onPoolError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    driver: { kind: "postgres", db, pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
