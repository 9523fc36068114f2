import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client";

export interface RowChange {
  table: string;
  op: string;
  rows: number;
}

export interface ChangeLog {
  /** What changed for good since the last call, then forgets it. */
  take(): RowChange[];
}

const CHANNEL = "fuzz_row_changes";

/**
 * Records every committed row change: a row trigger on every table notifies the table and the
 * operation. PostgreSQL delivers a notification only when its transaction commits, so a change
 * that rolls back is never seen, and an UPDATE that leaves a row as it was is skipped: what the
 * log holds after a request is exactly what that request changed for good. PGlite delivers the
 * notifications with the COMMIT's answer, before app.inject resolves, so reading the log costs
 * no query.
 */
export async function installChangeLog(handle: DatabaseHandle): Promise<ChangeLog> {
  if (handle.driver.kind !== "pglite") throw new Error("the change log listens on PGlite");
  const seen: string[] = [];
  await handle.driver.client.listen(CHANNEL, (payload) => seen.push(payload));
  const db = handle.db;
  await db.execute(
    sql.raw(`create function fuzz_log_change() returns trigger language plpgsql as $$
begin
  if TG_OP = 'UPDATE' and OLD is not distinct from NEW then return null; end if;
  perform pg_notify('${CHANNEL}', TG_OP || ' ' || TG_TABLE_NAME);
  return null;
end $$`),
  );
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`);
  for (const { table_name: table } of tables.rows) {
    await db.execute(
      sql.raw(`create trigger fuzz_log_change after insert or update or delete on "${table}"
        for each row execute function fuzz_log_change()`),
    );
  }
  return {
    take() {
      const counts = new Map<string, number>();
      for (const entry of seen.splice(0)) counts.set(entry, (counts.get(entry) ?? 0) + 1);
      return [...counts.entries()].sort().map(([entry, rows]) => {
        const [op = "", table = ""] = entry.split(" ");
        return { table, op, rows };
      });
    },
  };
}

/**
 * A cheap fingerprint of the whole database: each table's row count and a hash of its rows.
 * Taken around some refused requests as a second witness beside the change log.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const parts = tables.rows.map(
    ({ table_name: t }) =>
      `select '${t}' || ':' || count(*) || ':' || ` +
      `coalesce(md5(string_agg(md5(r::text), ',' order by md5(r::text))), '') as f from "${t}" r`,
  );
  const result = await db.execute<{ f: string }>(sql.raw(parts.join(" union all ")));
  return result.rows.map((r) => r.f).join("\n");
}
