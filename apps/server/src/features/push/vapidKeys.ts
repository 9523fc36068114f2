import { createECDH } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import { ConfigError, type AppConfig } from "../../config/env";

export const VAPID_KEYS_FILE = "vapid-keys.json";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set. Otherwise generates a pair once and keeps
 * it in the data folder (like the session secret): browsers subscribe with the public key, so a
 * key that changed on restart would silently break every subscription.
 */
export function ensureVapidKeys<C extends AppConfig>(config: C): C {
  const keys = config.push.vapid ?? readOrCreateKeys(config.dataDir);
  if (!keysMatch(keys)) {
    throw new ConfigError(
      config.push.vapid
        ? "Invalid environment variable VAPID_PUBLIC_KEY: it is not the public key of VAPID_PRIVATE_KEY"
        : `The VAPID keys in ${join(config.dataDir, VAPID_KEYS_FILE)} do not belong together`,
    );
  }
  return { ...config, push: { ...config.push, vapid: keys } };
}

/** A fresh pair, for apps built without the start-up steps (tests). */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** Whether the public key is the private key's own (a typo in either would fail every push). */
export function keysMatch({ publicKey, privateKey }: VapidKeys): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url") === publicKey;
  } catch {
    return false;
  }
}

function readOrCreateKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_KEYS_FILE);
  const existing = readKeys(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx" fails if another process created the file meanwhile; we then read theirs.
    writeFileSync(file, JSON.stringify(generateVapidKeys()), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = readKeys(file);
  if (!created) throw new Error(`Could not read the VAPID keys in ${file}`);
  return created;
}

function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  // An empty file is a writer that has not finished yet (or died): treat it as absent.
  if (text.trim() === "") return undefined;
  const parsed = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== "string" || typeof parsed.privateKey !== "string") {
    throw new ConfigError(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
