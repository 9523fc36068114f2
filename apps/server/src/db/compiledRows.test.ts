import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { compileRowMapper, withCompiledRows } from "./compiledRows";
import { clientProfiles, users } from "./schema";

const HIRER = "00000000-0000-4000-8000-0000000000c1";
const NEWCOMER = "00000000-0000-4000-8000-0000000000c2";

describe.each(testDatabases())("rows mapped by a compiled plan (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const { db } = test.database;
    await db.insert(users).values([
      { id: HIRER, email: "hirer@example.com", firstName: "Hana", lastName: "Hirer" },
      { id: NEWCOMER, email: "new@example.com", firstName: "Noor", lastName: "New" },
    ]);
    await db.insert(clientProfiles).values({ userId: HIRER, companyName: "Roofs & Co" });
  });
  afterAll(() => test.dispose());

  /** Users and their client profile (left-joined), nested, with a decoded expression. */
  const selection = (name: string) =>
    test.database.db
      .select({
        user: { id: users.id, email: users.email, createdAt: users.createdAt },
        client: { id: clientProfiles.id, company: clientProfiles.companyName },
        nameLength: sql<number>`length(${users.firstName})`.mapWith(Number),
        detail: { upper: sql<string>`upper(${users.lastName})`, since: users.createdAt },
      })
      .from(users)
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .orderBy(asc(users.email))
      .prepare(name);

  it("gives the same objects as Drizzle's own mapping, decoders and left joins included", async () => {
    const drizzles = await selection("compiled_rows_plain").execute();
    const statement = withCompiledRows(selection("compiled_rows_compiled"));
    // Drizzle's internals this relies on: a prepared query's `fields` and result mapper.
    expect(statement).toHaveProperty("customResultMapper", expect.any(Function));
    const compiled = await statement.execute();

    expect(compiled).toEqual(drizzles);
    const [hirer, newcomer] = compiled;
    expect(hirer?.client).toEqual({ id: expect.any(String), company: "Roofs & Co" });
    // No client profile: the left-joined object is null, not an object of nulls.
    expect(newcomer?.client).toBeNull();
    expect(newcomer?.user.createdAt).toBeInstanceOf(Date);
    expect(newcomer?.nameLength).toBe(4);
    expect(newcomer?.detail).toEqual({ upper: "NEW", since: newcomer?.user.createdAt });
  });

  it("keeps an object whose first column is null when its table is inner-joined", async () => {
    const statement = withCompiledRows(
      test.database.db
        .select({ client: { company: clientProfiles.companyName, user: users.email } })
        .from(clientProfiles)
        .innerJoin(users, eq(users.id, clientProfiles.userId))
        .prepare("compiled_rows_inner"),
    );
    await test.database.db.update(clientProfiles).set({ companyName: null });

    expect(await statement.execute()).toEqual([
      { client: { company: null, user: "hirer@example.com" } },
    ]);
  });
});

describe("a compiled plan", () => {
  it("nests fields by their path in the order they were selected", () => {
    const text = { mapFromDriverValue: (value: unknown) => String(value) };
    const map = compileRowMapper([
      { path: ["a", "b", "c"], field: sql`1`.mapWith(text) },
      { path: ["d"], field: sql`2`.mapWith(Number) },
      { path: ["a", "e"], field: sql`3` },
    ]);

    expect(map([[1, "2", null]])).toEqual([{ a: { b: { c: "1" }, e: null }, d: 2 }]);
    expect(Object.keys(map([[1, "2", 3]])[0] ?? {})).toEqual(["a", "d"]);
  });
});
