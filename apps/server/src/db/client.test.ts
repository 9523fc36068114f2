import { describe, expect, it } from "vitest";
import { defaultPoolSize, IN_MEMORY_DATA_DIR, openDatabase } from "./client";

describe("the PostgreSQL pool's size", () => {
  it("is two connections per core, between 4 and 10", () => {
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(3)).toBe(6);
    expect(defaultPoolSize(5)).toBe(10);
    expect(defaultPoolSize(64)).toBe(10);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("is what DATABASE_POOL_SIZE says when set", async () => {
    for (const [poolSize, expected] of [
      [3, 3],
      [undefined, defaultPoolSize()],
    ] as const) {
      const database = await openDatabase({
        dataDir: IN_MEMORY_DATA_DIR,
        databaseUrl: process.env.TEST_DATABASE_URL,
        poolSize,
      });
      try {
        if (database.driver.kind !== "postgres") throw new Error("expected PostgreSQL");
        expect(database.driver.pool.options.max).toBe(expected);
      } finally {
        await database.close();
      }
    }
  });
});
