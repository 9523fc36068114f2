import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "../../db/client";

const dialect = new PgDialect();

/**
 * Runs a hot raw query as a named prepared statement on PostgreSQL, so each pooled connection
 * plans each shape of it once instead of on every request (the search's plan costs about as
 * much as running it on a small directory). The name carries a hash of the SQL text, as the
 * filters a request sets change the statement. PGlite (one in-process connection), or a
 * transaction handle, runs it as a plain query.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  statement: SQL,
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const hash = createHash("sha1").update(text).digest("hex").slice(0, 16);
    const result = await client.query<Row>({ name: `${name}_${hash}`, text, values: params });
    return result.rows;
  }
  const result = await db.execute<Row>(statement);
  return result.rows;
}
