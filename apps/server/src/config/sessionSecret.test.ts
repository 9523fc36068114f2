import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./env";
import { ensureSessionSecret, SESSION_SECRET_FILE } from "./sessionSecret";

describe("ensureSessionSecret", () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "skyhire-secret-"));
    dirs.push(dir);
    return join(dir, "data");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("generates a 32-byte secret once, stores it privately and reuses it", () => {
    const dataDir = tempDataDir();
    const first = ensureSessionSecret(loadConfig({ DATA_DIR: dataDir })).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);

    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = ensureSessionSecret(loadConfig({ DATA_DIR: dataDir })).sessionSecret;
    expect(second).toBe(first);
  });

  it("prefers SESSION_SECRET and then writes nothing", () => {
    const dataDir = tempDataDir();
    const secret = "x".repeat(48);
    const config = ensureSessionSecret(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }));
    expect(config.sessionSecret).toBe(secret);
    expect(() => statSync(join(dataDir, SESSION_SECRET_FILE))).toThrow();
  });
});
