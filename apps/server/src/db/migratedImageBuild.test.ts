import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { buildMigratedImage } from "./migratedImageBuild";

// What a newcomer's first `npm start` opens: it must hold the whole schema and keep working
// after the server restarts on the same data directory.
describe("the migrated PGlite image", () => {
  let dataDir: string;
  let image: Buffer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "skyhire-image-"));
    image = await buildMigratedImage();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("opens with every migration applied, and again after a restart", async () => {
    const first = await openDatabase({ dataDir, pgliteImage: new Blob([image]) });
    await runMigrations(first);
    if (first.driver.kind !== "pglite") throw new Error("expected PGlite");
    const applied = await first.driver.client.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    await first.driver.client.exec(
      "insert into users (email, first_name, last_name) values ('a@b.test', 'A', 'B')",
    );
    await first.close();

    const again = await openDatabase({ dataDir });
    if (again.driver.kind !== "pglite") throw new Error("expected PGlite");
    const after = await again.driver.client.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    const users = await again.driver.client.query<{ email: string }>("select email from users");
    await again.close();
    expect(applied.rows[0]!.n).toBeGreaterThan(20);
    expect(after.rows[0]!.n).toBe(applied.rows[0]!.n);
    expect(users.rows.map((u) => u.email)).toEqual(["a@b.test"]);
  });

  it("has no database but SkyHire's", async () => {
    const database = await openDatabase({ dataDir: "memory://", pgliteImage: new Blob([image]) });
    if (database.driver.kind !== "pglite") throw new Error("expected PGlite");
    const names = await database.driver.client.query<{ datname: string }>(
      "select datname from pg_database",
    );
    await database.close();
    expect(names.rows.map((r) => r.datname)).toEqual(["postgres"]);
  });
});
