import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migratedImageFor, migrationsFingerprint } from "./migratedImage";

describe("migratedImageFor", () => {
  let dir: string;
  let files: { image: string; fingerprint: string; migrations: string };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "skyhire-image-"));
    const migrations = join(dir, "drizzle");
    mkdirSync(join(migrations, "meta"), { recursive: true });
    writeFileSync(join(migrations, "0000_start.sql"), "create table t (id int);");
    writeFileSync(join(migrations, "meta", "_journal.json"), '{"entries":[]}');
    files = {
      image: join(dir, "image.tar.gz"),
      fingerprint: join(dir, "image.tar.gz.sha256"),
      migrations,
    };
    writeFileSync(files.image, "image bytes");
    writeFileSync(files.fingerprint, `${migrationsFingerprint(migrations)}\n`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("opens a first start from the image made for these migrations", async () => {
    const image = migratedImageFor(join(dir, "data"), files);
    expect(await image?.text()).toBe("image bytes");
  });

  it("leaves an existing database alone", () => {
    mkdirSync(join(dir, "data", "db"), { recursive: true });
    writeFileSync(join(dir, "data", "db", "PG_VERSION"), "17");
    expect(migratedImageFor(join(dir, "data"), files)).toBeUndefined();
  });

  it("is not used once a migration is added or changed after the build", () => {
    writeFileSync(join(files.migrations, "0001_more.sql"), "alter table t add column n int;");
    expect(migratedImageFor(join(dir, "data"), files)).toBeUndefined();
  });

  it("is not used when the build made none (the development server)", () => {
    rmSync(files.image);
    expect(migratedImageFor(join(dir, "data"), files)).toBeUndefined();
  });
});
