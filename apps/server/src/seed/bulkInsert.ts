import { getTableColumns, sql, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../db/client";

// Rows per statement: one JSON parameter each, so no limit on parameters applies.
const ROWS_PER_STATEMENT = 1_000;

/**
 * Inserts many rows as one JSON document per statement
 * (`insert ... select ... from json_populate_recordset`), for the demo seed. Drizzle's insert
 * binds a parameter for every value and took 0.4 s more of a first start for the same rows
 * (docs/benchmarks.md). Values are converted as Drizzle converts them; a column a row leaves
 * undefined gets its SQL default, as with Drizzle (rows are grouped by the columns they set).
 * bulkInsert.test.ts checks that every seeded table stores the same rows both ways.
 */
export async function insertRows<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const groups = new Map<string, { keys: [string, Column][]; rows: Record<string, unknown>[] }>();
  for (const row of rows as Record<string, unknown>[]) {
    const keys = columns.filter(([key]) => row[key] !== undefined);
    const shape = keys.map(([key]) => key).join();
    const group = groups.get(shape) ?? { keys, rows: [] };
    group.rows.push(row);
    groups.set(shape, group);
  }
  for (const { keys, rows: group } of groups.values()) {
    const names = sql.raw(keys.map(([, column]) => `"${column.name}"`).join(", "));
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const records = group
        .slice(i, i + ROWS_PER_STATEMENT)
        .map((row) =>
          Object.fromEntries(
            keys.map(([key, column]) => [column.name, jsonValue(column, row[key])]),
          ),
        );
      await tx.execute(sql`insert into ${table} (${names})
        select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`);
    }
  }
}

/** JSON columns and arrays go in as JSON; everything else as Drizzle sends it to the driver. */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.columnType === "PgJsonb" || column.columnType === "PgJson") return value;
  if (Array.isArray(value)) return value;
  return column.mapToDriverValue(value);
}
