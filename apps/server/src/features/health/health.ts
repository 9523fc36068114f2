import type { HealthResponse } from "@skyhire/shared";
import type { DatabaseHandle } from "../../db/client";

/** A health check that hangs is as bad as a failing one; give up after this long. */
const PING_TIMEOUT_MS = 3_000;

export interface HealthCheck {
  health: HealthResponse;
  /** Set when the database did not answer; the route logs it. */
  error?: unknown;
}

/** Readiness: "ok" only after the database really answered a `select 1`. */
export async function checkReadiness(
  database: DatabaseHandle,
  version: string,
): Promise<HealthCheck> {
  const base = { database: database.kind, version } as const;
  try {
    await withTimeout(database.ping(), PING_TIMEOUT_MS);
    return { health: { status: "ok", ...base } };
  } catch (error) {
    return { health: { status: "degraded", ...base }, error };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
