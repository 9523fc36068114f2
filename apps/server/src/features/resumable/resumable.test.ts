import { createHash } from "node:crypto";
import { readFile, stat, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileTypeRefusedMessage, uploadResponseSchema } from "@skyhire/shared";
import { buildApp, type App } from "../../app";
import { TestBrowser } from "../../testing/browser";
import { waitFor } from "../../testing/mail";
import { testDatabases } from "../../testing/testApp";
import {
  buildDeliveryTestApp,
  hiredJob,
  sampleFiles,
  type DeliveryTestApp,
  type HiredJob,
} from "../delivery/testFixtures";
import { UPLOAD_NOT_FOUND_MESSAGE } from "./access";
import { tusClient } from "./testClient";

const MAX_BYTES = 8 * 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(testDatabases())("resumable uploads (%s)", (kind) => {
  let t: DeliveryTestApp;
  let flying: HiredJob;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, { env: { UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES) } });
    flying = await hiredJob(t);
    expect((await flying.pilot.b.post(`/api/jobs/${flying.job.id}/start`)).statusCode).toBe(200);
  });
  // The restart test leaves its second instance running on the same database.
  let afterRestart: App | undefined;
  afterAll(async () => {
    await afterRestart?.close();
    await t.close();
  });

  async function started(content: Buffer, filename = "clip.mp4") {
    const tus = tusClient(t, flying.pilot.b);
    const created = await tus.create(content.length, { jobId: flying.job.id, filename });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    return { tus, location };
  }

  async function download(fileId: string): Promise<Buffer> {
    const res = await flying.client.b.get(`/api/files/${fileId}`);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  }

  it("takes a file in chunks, tells the offset in between, and makes it a job file", async () => {
    const content = sampleFiles.mp4(3 * 1024 * 1024 + 5);
    const { tus, location } = await started(content);
    const first = await tus.patch(location, 0, content.subarray(0, 1024 * 1024));
    expect(first.statusCode).toBe(204);
    expect(first.headers["upload-offset"]).toBe(String(1024 * 1024));
    const head = await tus.head(location);
    expect(head.headers["upload-offset"]).toBe(String(1024 * 1024));
    expect(head.headers["upload-length"]).toBe(String(content.length));

    const last = await tus.patch(location, 1024 * 1024, content.subarray(1024 * 1024));
    expect(last.statusCode, last.body).toBe(200);
    const [file] = uploadResponseSchema.parse(last.json()).files;
    expect(file).toMatchObject({
      name: "clip.mp4",
      contentType: "video/mp4",
      sizeBytes: content.length,
    });
    expect(sha256(await download(file!.id))).toBe(sha256(content));
    // The staged chunks are gone once the file is in storage.
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it("is in the OpenAPI document with the statuses and media types it answers", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const create = doc.paths["/api/uploads"].post.responses;
    expect(Object.keys(create)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "404", "409", "412", "413"]),
    );
    expect(Object.keys(create["413"].content)).toEqual(["application/json"]);
    const patch = doc.paths["/api/uploads/{uploadId}"].patch.responses;
    expect(Object.keys(patch["200"].content)).toEqual(["application/json"]);
    expect(Object.keys(patch["409"].content)).toEqual(["application/json", "text/plain"]);
    expect(Object.keys(patch["415"].content)).toEqual(["text/plain"]);
    expect(doc.paths["/api/uploads/{uploadId}"].head.responses["200"]).toBeDefined();
    expect(doc.paths["/api/uploads/{uploadId}"].delete.responses["204"]).toBeDefined();
  });

  it("refuses a chunk at the wrong offset, as tus says (409, text)", async () => {
    const content = sampleFiles.jpeg(200_000);
    const { tus, location } = await started(content, "roof.jpg");
    const wrong = await tus.patch(location, 10, content.subarray(10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.headers["content-type"]).toMatch(/^text\/plain/);
    await tus.remove(location);
  });

  it("refuses a program on its first chunk, naming it, and forgets the upload", async () => {
    const exe = Buffer.concat([sampleFiles.exe(), Buffer.alloc(200_000)]);
    const { tus, location } = await started(exe, "holiday.jpg");
    const res = await tus.patch(location, 0, exe.subarray(0, 100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fileTypeRefusedMessage("holiday.jpg"));
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it("answers 404 to anyone else's chunk, even the job's client", async () => {
    const content = sampleFiles.mp4(300_000);
    const { location } = await started(content);
    for (const stranger of [flying.client.b]) {
      const other = tusClient(t, stranger);
      const patch = await other.patch(location, 0, content);
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe(UPLOAD_NOT_FOUND_MESSAGE);
      expect((await other.head(location)).statusCode).toBe(404);
      expect((await other.remove(location)).statusCode).toBe(404);
    }
    // The client cannot start one either: only the hired pilot uploads deliverables.
    const own = await tusClient(t, flying.client.b).create(10, {
      jobId: flying.job.id,
      filename: "a.jpg",
    });
    expect(own.statusCode).toBe(403);
  });

  it("refuses bad metadata with 400 and a file over the limit with 413 before any byte", async () => {
    const tus = tusClient(t, flying.pilot.b);
    const noJob = await tus.create(10, { filename: "a.jpg" });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json()).toMatchObject({ message: expect.stringContaining("Upload-Metadata") });
    const huge = await tus.create(MAX_BYTES + 1, { jobId: flying.job.id, filename: "big.mov" });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('"big.mov" is larger than the 8 MB limit per file.');
  });

  it("tells anyone the configured limit, so the browser refuses the same files", async () => {
    const res = await t.app.inject({ url: "/api/uploads/limits" });
    expect(res.statusCode).toBe(200);
    // Below 2 GiB the one-request upload takes the same files as the resumable one.
    expect(res.json()).toEqual({ maxFileBytes: MAX_BYTES, singleRequestMaxFileBytes: MAX_BYTES });
  });

  it("goes on after a cut connection from the offset the server kept", async () => {
    const content = sampleFiles.mov(2 * 1024 * 1024);
    const { tus, location } = await started(content, "cut.mov");
    // The first chunk arrives whole, the second is cut short: what arrived is kept.
    expect((await tus.patch(location, 0, content.subarray(0, 500_000))).statusCode).toBe(204);
    await cutChunk(t, flying, location, 500_000, content.subarray(500_000, 1_500_000), 300_000);
    const offset = Number((await tus.head(location)).headers["upload-offset"]);
    expect(offset).toBeGreaterThanOrEqual(500_000);
    expect(offset).toBeLessThanOrEqual(800_000);
    const rest = await tus.patch(location, offset, content.subarray(offset));
    expect(rest.statusCode).toBe(200);
    const [file] = uploadResponseSchema.parse(rest.json()).files;
    expect(sha256(await download(file!.id))).toBe(sha256(content));
  });

  it("removes an upload nobody continued for a day", async () => {
    const content = sampleFiles.mp4(300_000);
    const { tus, location } = await started(content);
    expect((await tus.patch(location, 0, content.subarray(0, 100_000))).statusCode).toBe(204);
    const id = location.split("/").pop()!;
    // The file store keeps each upload's creation time beside its bytes: make it two days old.
    const info = join(t.dataDir, "uploads", `${id}.json`);
    const saved = JSON.parse(await readFile(info, "utf8")) as { creation_date: string };
    saved.creation_date = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await writeFile(info, JSON.stringify(saved));
    expect(await t.app.resumableUploads.tus.cleanUpExpiredUploads()).toBe(1);
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it("resumes after a server restart, on another instance of the same data", async () => {
    const content = sampleFiles.mp4(1_000_000);
    const { tus, location } = await started(content);
    expect((await tus.patch(location, 0, content.subarray(0, 400_000))).statusCode).toBe(204);
    await t.app.close();
    // A new process on the same database and DATA_DIR; the pilot's session goes on.
    const restarted = { ...t, app: await buildApp({ config: t.config, database: t.database }) };
    const pilot = new TestBrowser(restarted);
    pilot.token = flying.pilot.b.token;
    const again = tusClient(restarted, pilot);
    expect((await again.head(location)).headers["upload-offset"]).toBe("400000");
    const rest = await again.patch(location, 400_000, content.subarray(400_000));
    expect(rest.statusCode).toBe(200);
    const [file] = uploadResponseSchema.parse(rest.json()).files;
    const bytes = await pilot.get(`/api/files/${file!.id}`);
    expect(sha256(bytes.rawPayload)).toBe(sha256(content));
    afterRestart = restarted.app;
  });
});

/**
 * Sends a PATCH of `chunk` at `offset` over a real connection, and drops the connection once
 * the server has stored `sentBytes` of it, as a laptop losing its network mid-chunk.
 */
async function cutChunk(
  t: DeliveryTestApp,
  flying: HiredJob,
  location: string,
  offset: number,
  chunk: Buffer,
  sentBytes: number,
) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  const req = httpRequest({
    host: "127.0.0.1",
    port,
    method: "PATCH",
    path: location,
    headers: {
      origin: new URL(t.config.appUrl).origin,
      cookie: `${flying.pilot.b.cookieName}=${flying.pilot.b.token}`,
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      "content-length": String(chunk.length),
    },
  });
  req.on("error", () => undefined);
  req.write(chunk.subarray(0, sentBytes));
  const staged = join(t.dataDir, "uploads", location.split("/").pop()!);
  await waitFor(async () => ((await stat(staged)).size >= offset + sentBytes ? true : undefined));
  req.destroy();
}
