import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./env";

/**
 * JSON logs (one object per line, each with reqId) for machines; pretty, coloured lines when a
 * developer watches a terminal and pino-pretty (a dev dependency) is installed.
 */
export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  const base = { level: config.logLevel };
  const wantPretty = process.stdout.isTTY && config.nodeEnv !== "production";
  if (!wantPretty || !isInstalled("pino-pretty")) return base;
  return {
    ...base,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
    },
  };
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
