import type PgBoss from "pg-boss";
import type { DatabaseDriver } from "../../db/client";

/**
 * pg-boss runs its SQL through the app's own database handle instead of opening a pool of its
 * own: one pool to size and watch on PostgreSQL, and the only way on PGlite, which has no wire
 * protocol.
 */
export function pgBossDb(driver: DatabaseDriver): PgBoss.Db {
  if (driver.kind === "postgres") {
    // Without values node-postgres uses the simple protocol, so pg-boss's multi-statement
    // schema text goes through as it is.
    return { executeSql: (text, values) => driver.pool.query(text, values) };
  }
  const { client } = driver;
  return {
    executeSql: async (text, values) => {
      // PGlite.query prepares the statement, and a prepared statement refuses several commands
      // ("cannot insert multiple commands into a prepared statement"): pg-boss's schema install
      // and migrations are such text, always without values.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
