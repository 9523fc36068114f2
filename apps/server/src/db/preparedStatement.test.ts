import { asc, desc, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { preparedByShape, preparedStatement, statementByShape } from "./preparedStatement";
import { users } from "./schema";

describe.each(testDatabases())("preparedStatement (%s)", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.database.db.insert(users).values([
      { email: "a@prepared.test", firstName: "A", lastName: "One" },
      { email: "b@prepared.test", firstName: "B", lastName: "Two" },
    ]);
  });
  afterAll(() => t.dispose());

  it("builds once per database and answers each execution with its own values", async () => {
    let builds = 0;
    const byEmail = preparedStatement((db) => {
      builds += 1;
      return db
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.email, sql.placeholder("email")))
        .prepare("test_user_by_email");
    });
    const db = t.database.db;
    expect(await byEmail(db).execute({ email: "a@prepared.test" })).toEqual([{ firstName: "A" }]);
    expect(await byEmail(db).execute({ email: "b@prepared.test" })).toEqual([{ firstName: "B" }]);
    expect(await byEmail(db).execute({ email: "nobody@prepared.test" })).toEqual([]);
    expect(builds).toBe(1);

    // A transaction gets its own, running inside it: it sees the transaction's own writes.
    const inTransaction = db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ firstName: "Changed" })
        .where(eq(users.email, "a@prepared.test"));
      expect(await byEmail(tx).execute({ email: "a@prepared.test" })).toEqual([
        { firstName: "Changed" },
      ]);
      tx.rollback();
    });
    await expect(inTransaction).rejects.toThrow(TransactionRollbackError);
    expect(builds).toBe(2);
    expect(await byEmail(db).execute({ email: "a@prepared.test" })).toEqual([{ firstName: "A" }]);
  });

  it("builds each shape's text once and runs every shape and value with its own", async () => {
    const built: string[] = [];
    const named = statementByShape<{ order: "asc" | "desc" }, { email: string; limit: number }>(
      "test_users_by_shape",
      (shape) => {
        built.push(shape.order);
        return sql`select first_name from users
          where email like ${sql.placeholder("email")}
          order by first_name ${sql.raw(shape.order)} limit ${sql.placeholder("limit")}`;
      },
    );
    const db = t.database.db;
    const run = (order: "asc" | "desc", limit: number) =>
      named<{ first_name: string }>(db, { order }, { email: "%@prepared.test", limit });
    expect(await run("asc", 2)).toEqual([{ first_name: "A" }, { first_name: "B" }]);
    expect(await run("desc", 2)).toEqual([{ first_name: "B" }, { first_name: "A" }]);
    expect(await run("asc", 1)).toEqual([{ first_name: "A" }]);
    expect(await run("desc", 1)).toEqual([{ first_name: "B" }]);
    expect(built).toEqual(["asc", "desc"]);

    // A value the caller forgot fails the query instead of running with a stale one.
    await expect(
      named(db, { order: "asc" }, { email: "%" } as { email: string; limit: number }),
    ).rejects.toThrow(/limit/);
  });

  it("prepares a statement per shape and handle, named after its shape", async () => {
    const builds: { order: string; name: string }[] = [];
    const byShape = preparedByShape(
      "test_typed_by_shape",
      (db, shape: { order: "asc" | "desc" }, name) => {
        builds.push({ order: shape.order, name });
        const order = shape.order === "asc" ? asc(users.firstName) : desc(users.firstName);
        return db
          .select({ firstName: users.firstName })
          .from(users)
          .orderBy(order)
          .limit(sql.placeholder("limit"))
          .prepare(name);
      },
    );
    const db = t.database.db;
    expect(await byShape(db, { order: "asc" }).execute({ limit: 1 })).toEqual([{ firstName: "A" }]);
    expect(await byShape(db, { order: "desc" }).execute({ limit: 1 })).toEqual([
      { firstName: "B" },
    ]);
    expect(await byShape(db, { order: "asc" }).execute({ limit: 2 })).toEqual([
      { firstName: "A" },
      { firstName: "B" },
    ]);
    expect(builds.map((b) => b.order)).toEqual(["asc", "desc"]);

    // A transaction prepares its own, under the same name as the same shape elsewhere.
    await db.transaction(async (tx) => {
      expect(await byShape(tx, { order: "asc" }).execute({ limit: 1 })).toEqual([
        { firstName: "A" },
      ]);
    });
    expect(builds.map((b) => b.order)).toEqual(["asc", "desc", "asc"]);
    expect(builds[2]!.name).toBe(builds[0]!.name);
    expect(builds[1]!.name).not.toBe(builds[0]!.name);
    expect(builds[0]!.name).toMatch(/^test_typed_by_shape_[0-9a-f]{16}$/);
  });
});
