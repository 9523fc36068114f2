import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { insertRows } from "./bulkInsert";
import { DEMO_ACCOUNTS, type DemoAccountEmail } from "./demoAccounts";
import { generateSeedData } from "./generate";
import { PLAIN_SEED_TABLES } from "./seed";

describe.each(testDatabases())("insertRows (%s)", (kind) => {
  let withDrizzle: TestDatabase;
  let withJson: TestDatabase;
  const hashes = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, "hash"]));
  const rows = generateSeedData({
    now: new Date(),
    pilotCount: 40,
    passwordHashes: hashes as Record<DemoAccountEmail, string>,
  });
  beforeAll(async () => {
    [withDrizzle, withJson] = await Promise.all([
      createTestDatabase(kind),
      createTestDatabase(kind),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withDrizzle?.dispose(), withJson?.dispose()]);
  });

  it("stores every seeded table exactly as Drizzle's insert does", async () => {
    for (const [name, table] of PLAIN_SEED_TABLES) {
      const list = rows[name] as (typeof table.$inferInsert)[];
      expect(list.length, name).toBeGreaterThan(0);
      await withDrizzle.database.db.insert(table).values(list);
      await withJson.database.db.transaction((tx) => insertRows(tx, table, list));
    }
    for (const [name, table] of PLAIN_SEED_TABLES) {
      const list = rows[name] as Record<string, unknown>[];
      const clock = clockDefaultedColumns(table, list);
      const [expected, actual] = await Promise.all([
        everyRow(withDrizzle.database.db, table, clock),
        everyRow(withJson.database.db, table, clock),
      ]);
      expect(actual, name).toEqual(expected);
    }
  });
});

/**
 * Timestamp columns the rows leave to their `now()` default: the two databases inserted at
 * different moments, so these are left out of the comparison (NOT NULL still guards them).
 */
function clockDefaultedColumns(table: PgTable, list: Record<string, unknown>[]): Set<string> {
  return new Set(
    Object.entries(getTableColumns(table))
      .filter(
        ([key, column]) => column.dataType === "date" && list.every((r) => r[key] === undefined),
      )
      .map(([, column]) => column.name),
  );
}

async function everyRow(db: Database, table: PgTable, leaveOut: Set<string>) {
  const found = await db.execute<Record<string, unknown>>(sql`select * from ${table}`);
  return found.rows
    .map((row) => JSON.stringify(Object.entries(row).filter(([name]) => !leaveOut.has(name))))
    .sort();
}
