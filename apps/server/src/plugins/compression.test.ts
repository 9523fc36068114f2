import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/testApp";

describe("API answer compression", () => {
  let t: TestApp;
  const bigJson = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i })) });
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    // Stand-ins for a file download: a whole text file, and a byte range of a JSON file.
    t.app.get("/api/test/file.txt", async (_request, reply) =>
      reply.type("text/plain").send(Readable.from(["x".repeat(5000)])),
    );
    t.app.get("/api/test/range.json", async (_request, reply) =>
      reply
        .code(206)
        .type("application/json")
        .header("content-range", "bytes 0-2999/9000")
        .send(Readable.from([bigJson.slice(0, 3000)])),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, encoding: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { "accept-encoding": encoding, ...extra } });

  it("sends JSON above 1 KB as brotli, or gzip, to clients that take it", async () => {
    const plain = await get("/api/openapi.json", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get("/api/openapi.json", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get("/api/openapi.json", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves small answers alone", async () => {
    const res = await get("/api/auth/config", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toHaveProperty("providers");
  });

  it("never encodes files or partial content, so Range downloads keep their byte offsets", async () => {
    const file = await get("/api/test/file.txt", "br");
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.body).toHaveLength(5000);

    const range = await get("/api/test/range.json", "br", { range: "bytes=0-2999" });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.body).toBe(bigJson.slice(0, 3000));
  });
});
