import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeGracefully } from "./shutdown";
import { buildTestApp, type TestApp } from "./testing/testApp";

describe("graceful shutdown", () => {
  let t: TestApp;
  let reachedHandler: () => void = () => {};
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    t.app.get("/api/test/slow", async () => {
      reachedHandler();
      await sleep(300);
      return { done: true };
    });
  });
  afterAll(() => t.close());

  it("finishes in-flight requests, refuses new connections, then closes the database", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    // Close only once the request is inside its handler: a request that arrives after closing
    // began is rightly answered 503, and a fixed wait lost that race on a loaded CI machine.
    const handlerEntered = new Promise<void>((resolve) => (reachedHandler = resolve));
    const inFlight = fetch(`${address}/api/test/slow`);
    await handlerEntered;

    const started = performance.now();
    const closing = closeGracefully(t.app, t.database);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    // Keep-alive would hold the socket (and the close) open for Fastify's 72 s timeout.
    expect(response.headers.get("connection")).toBe("close");

    await closing;
    expect(performance.now() - started).toBeLessThan(5_000);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await expect(t.database.ping()).rejects.toThrow();
  });
});
