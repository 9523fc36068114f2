import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../config/env";
import { testConfig } from "../../testing/testApp";
import { ensureVapidKeys, generateVapidKeys, keysMatch, VAPID_KEYS_FILE } from "./vapidKeys";

describe("ensureVapidKeys", () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "skyhire-vapid-"));
    dirs.push(dir);
    return join(dir, "data");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  // testConfig keeps DATA_DIR from env; only main.ts runs ensureVapidKeys for real.
  const configFor = testConfig;

  it("generates a key pair once, stores it privately and reuses it across restarts", () => {
    const dataDir = tempDataDir();
    const first = ensureVapidKeys(configFor({ DATA_DIR: dataDir })).push.vapid;
    expect(first?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first && keysMatch(first)).toBe(true);

    const file = join(dataDir, VAPID_KEYS_FILE);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(ensureVapidKeys(configFor({ DATA_DIR: dataDir })).push.vapid).toEqual(first);
  });

  it("prefers VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY and then writes nothing", () => {
    const dataDir = tempDataDir();
    const keys = generateVapidKeys();
    const config = ensureVapidKeys(
      configFor({
        DATA_DIR: dataDir,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    );
    expect(config.push.vapid).toEqual(keys);
    expect(() => statSync(join(dataDir, VAPID_KEYS_FILE))).toThrow();
  });

  it("refuses to start with keys that do not belong together", () => {
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    expect(() =>
      ensureVapidKeys(
        configFor({
          DATA_DIR: tempDataDir(),
          VAPID_PUBLIC_KEY: a.publicKey,
          VAPID_PRIVATE_KEY: b.privateKey,
        }),
      ),
    ).toThrow(ConfigError);
  });
});
