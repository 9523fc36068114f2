import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateStoredName } from "../storage/storage";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

const TOKEN = "metrics-token-0123456789abcdef";

async function scrape(t: TestApp, options: { remoteAddress?: string; token?: string } = {}) {
  return t.app.inject({
    url: "/metrics",
    remoteAddress: options.remoteAddress ?? "127.0.0.1",
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** The value of one sample line, e.g. `skyhire_upload_bytes_total 1234`. */
function sample(text: string, line: RegExp): number {
  const found = text.split("\n").find((candidate) => line.test(candidate));
  return found ? Number(found.split(" ").at(-1)) : NaN;
}

describe.each(testDatabases())("metrics (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    // The upload counter stores a real file: keep it out of the project's ./data.
    dataDir = await mkdtemp(join(tmpdir(), "skyhire-metrics-"));
    t = await buildTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("times requests by route pattern and status, never by the raw path", async () => {
    await t.app.inject({ url: "/api/health" });
    const id = randomUUID();
    await t.app.inject({ url: `/api/jobs/${id}` });
    const text = (await scrape(t)).body;
    expect(text).toMatch(
      /skyhire_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/jobs\/:id",status="401"/);
    expect(text).not.toContain(id);
  });

  it("reports queue depth, the pool, sockets and process figures", async () => {
    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain("# TYPE skyhire_queue_jobs gauge");
    expect(sample(response.body, /^skyhire_websocket_connections /)).toBe(0);
    expect(response.body).toContain("skyhire_process_resident_memory_bytes");
    if (kind === "postgres")
      expect(
        sample(response.body, /^skyhire_db_pool_connections\{state="total"\}/),
      ).toBeGreaterThan(0);
  });

  it("counts the bytes of every stored file", async () => {
    const before = sample((await scrape(t)).body, /^skyhire_upload_bytes_total /);
    await t.app.storage.put(generateStoredName(), Readable.from([Buffer.alloc(1234, 7)]));
    const after = sample((await scrape(t)).body, /^skyhire_upload_bytes_total /);
    expect(after - before).toBe(1234);
  });

  it("answers 404 to anyone but this machine when no token is set", async () => {
    const response = await scrape(t, { remoteAddress: "203.0.113.7" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ requestId: expect.any(String) });
  });
});

describe("metrics behind METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it("needs the token, even from this machine", async () => {
    expect((await scrape(t)).statusCode).toBe(404);
    expect((await scrape(t, { token: `${TOKEN}x` })).statusCode).toBe(404);
    const scraped = await scrape(t, { token: TOKEN, remoteAddress: "10.0.0.9" });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain("skyhire_http_request_duration_seconds");
  });
});
