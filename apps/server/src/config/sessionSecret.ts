import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig, Config } from "./env";

export const SESSION_SECRET_FILE = "session-secret";

/**
 * Uses SESSION_SECRET when set. Otherwise generates a secret once and keeps it in the data
 * folder, so sessions survive restarts without the operator having to invent a secret.
 */
export function ensureSessionSecret(config: Config): AppConfig {
  if (config.sessionSecret) return { ...config, sessionSecret: config.sessionSecret };
  return { ...config, sessionSecret: readOrCreateSecret(config.dataDir) };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx" fails if another process created the file meanwhile; we then read theirs.
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = readSecret(file);
  if (!created) throw new Error(`Could not read the session secret in ${file}`);
  return created;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
