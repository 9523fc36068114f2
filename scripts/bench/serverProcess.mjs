import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";

/** A free TCP port on loopback, chosen by the OS. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the built server on loopback and resolves once /api/health answers 200. `nodeArgs`
 * go to Node.js itself (e.g. `--cpu-prof`, scripts/bench/profile.mjs).
 */
export async function startServer({
  dataDir = mkdtempSync(join(tmpdir(), "skyhire-bench-")),
  env = {},
  nodeArgs = [],
  // A cold start migrates and seeds: on a loaded machine that took over 100 s.
  timeoutMs = 60_000,
} = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("node", [...nodeArgs, "apps/server/dist/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, child, dataDir, startupMs: performance.now() - started };
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

export function stopServer({ child }) {
  return new Promise((resolveStop) => {
    child.once("exit", resolveStop);
    child.kill("SIGTERM");
  });
}
