import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileTypeRefusedMessage, type JobFileDto } from "@skyhire/shared";
import { jobFiles } from "../../db/schema";
import { waitFor } from "../../testing/mail";
import {
  buildDeliveryTestApp,
  type DeliveryTestApp,
  testDatabasesAndStores,
  hiredJob,
  multipartBody,
  sampleFiles,
  upload,
  uploadOk,
  type HiredJob,
} from "./testFixtures";

const MAX_BYTES = 8 * 1024 * 1024;

describe.each(testDatabasesAndStores())("uploads and downloads (%s, %s)", (kind, storage) => {
  let t: DeliveryTestApp;
  let flying: HiredJob;
  beforeAll(async () => {
    const env = { UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES) };
    t = await buildDeliveryTestApp(kind, { storage, env });
    flying = await hiredJob(t);
    expect((await flying.pilot.b.post(`/api/jobs/${flying.job.id}/start`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const rowsOf = (jobId: string) => db().select().from(jobFiles).where(eq(jobFiles.jobId, jobId));

  it("tells every allowed type by its content, whatever the name or the browser's claim", async () => {
    const files = await uploadOk(flying.pilot.b, flying.job.id, [
      { name: "a.bin", content: sampleFiles.jpeg(), contentType: "application/x-msdownload" },
      { name: "b", content: sampleFiles.png() },
      { name: "c.jpg", content: sampleFiles.mp4() },
      { name: "d.mp4", content: sampleFiles.mov() },
      { name: "e", content: sampleFiles.pdf() },
      { name: "f", content: sampleFiles.zip() },
    ]);
    expect(files.map((f) => f.contentType)).toEqual([
      "image/jpeg",
      "image/png",
      "video/mp4",
      "video/quicktime",
      "application/pdf",
      "application/zip",
    ]);
    expect(files.map((f) => f.preview)).toEqual(["image", "image", "video", "video", null, null]);
  });

  it("refuses a renamed program, naming it, and keeps nothing of the whole upload", async () => {
    const before = (await t.storedFiles()).length;
    const rowsBefore = (await rowsOf(flying.job.id)).length;
    const res = await upload(flying.pilot.b, flying.job.id, [
      { name: "fine.jpg", content: sampleFiles.jpeg(200_000) },
      { name: "holiday.jpg", content: sampleFiles.exe(), contentType: "image/jpeg" },
      { name: "after.png", content: sampleFiles.png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fileTypeRefusedMessage("holiday.jpg"));
    expect(await t.storedFiles()).toHaveLength(before);
    expect(await rowsOf(flying.job.id)).toHaveLength(rowsBefore);
  });

  it("refuses an empty file and an upload without files", async () => {
    const empty = await upload(flying.pilot.b, flying.job.id, [
      { name: "empty.jpg", content: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('"empty.jpg" is not an allowed file type');
    const none = await upload(flying.pilot.b, flying.job.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose at least one file to upload.");
    const json = await flying.pilot.b.post(`/api/jobs/${flying.job.id}/files`, { file: "x" });
    expect(json.statusCode).toBe(415);
  });

  it("streams a file larger than any in-memory buffer to storage intact", async () => {
    // 6 MiB: six times the JSON body limit, a hundred sniff windows, well above stream buffers.
    const content = Buffer.concat([sampleFiles.mp4(64), Buffer.alloc(6 * 1024 * 1024 - 64, 7)]);
    content.fill(3, 1_000_000, 1_000_100);
    const [file] = await uploadOk(flying.pilot.b, flying.job.id, [
      { name: "long-flight.mp4", content },
    ]);
    expect(file!.sizeBytes).toBe(content.length);
    const res = await flying.client.b.get(file!.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(content.length);
    expect(createHash("sha256").update(res.rawPayload).digest("hex")).toBe(
      createHash("sha256").update(content).digest("hex"),
    );
  });

  it("refuses a file over the limit with 413 and keeps nothing", async () => {
    const before = (await t.storedFiles()).length;
    const res = await upload(flying.pilot.b, flying.job.id, [
      { name: "ok.jpg", content: sampleFiles.jpeg() },
      { name: "huge.mov", content: sampleFiles.mov(MAX_BYTES + 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('"huge.mov" is larger than the 8 MB limit per file.');
    expect(await t.storedFiles()).toHaveLength(before);
  });

  it("refuses more files than one upload may carry", async () => {
    const files = Array.from({ length: 51 }, (_, i) => ({
      name: `${i}.jpg`,
      content: sampleFiles.jpeg(64),
    }));
    const before = (await t.storedFiles()).length;
    const res = await upload(flying.pilot.b, flying.job.id, files);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Upload at most 50 files at a time.");
    expect(await t.storedFiles()).toHaveLength(before);
  });

  it("refuses a cross-site upload", async () => {
    const { payload, contentType } = multipartBody([
      { name: "a.jpg", content: sampleFiles.jpeg() },
    ]);
    const res = await flying.pilot.b.request({
      method: "POST",
      url: `/api/jobs/${flying.job.id}/files`,
      headers: { origin: "https://evil.example", "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(403);
  });

  // Only the disk shows a partial file to wait for: an S3 upload holds its first 8 MiB in
  // memory. The storage contract suite proves a failed S3 upload leaves no object.
  const onDiskOnly = storage === "disk" ? it : it.skip;
  onDiskOnly("removes what an aborted upload had written, and records nothing", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const rowsBefore = (await rowsOf(flying.job.id)).length;
    const before = await t.storedFiles();
    const boundary = "----abort-test";
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `/api/jobs/${flying.job.id}/files`,
      headers: {
        origin: new URL(t.config.appUrl).origin,
        cookie: `${flying.pilot.b.cookieName}=${flying.pilot.b.token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(500 * 1024 * 1024),
      },
    });
    req.on("error", () => undefined);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
        "Content-Type: video/mp4\r\n\r\n",
    );
    req.write(sampleFiles.mp4(2 * 1024 * 1024));
    // The server is writing a partial file when the connection drops.
    await waitFor(async () => ((await t.storedFiles()).length > before.length ? true : undefined));
    req.destroy();
    await waitFor(async () =>
      (await t.storedFiles()).length === before.length ? true : undefined,
    );
    expect(await rowsOf(flying.job.id)).toHaveLength(rowsBefore);
  });

  describe("downloads", () => {
    let video: JobFileDto;
    let pdf: JobFileDto;
    const content = Buffer.concat([sampleFiles.mp4(64), Buffer.from("0123456789".repeat(100))]);
    beforeAll(async () => {
      [video, pdf] = (await uploadOk(flying.pilot.b, flying.job.id, [
        { name: "Été à Québec.mp4", content },
        { name: "report.pdf", content: sampleFiles.pdf(300) },
      ])) as [JobFileDto, JobFileDto];
    });

    it("serves videos inline with their type, the original name and safe headers", async () => {
      const res = await flying.client.b.get(video.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("video/mp4");
      expect(res.headers["content-length"]).toBe(String(content.length));
      expect(res.headers["accept-ranges"]).toBe("bytes");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBe("sandbox");
      expect(res.headers["content-disposition"]).toBe(
        "inline; filename=\"_t_ _ Qu_bec.mp4\"; filename*=UTF-8''%C3%89t%C3%A9%20%C3%A0%20Qu%C3%A9bec.mp4",
      );
      expect(res.rawPayload.equals(content)).toBe(true);
      const attachment = await flying.client.b.get(video.downloadUrl);
      expect(attachment.headers["content-disposition"]).toMatch(/^attachment; /);
      // Documents and archives are never shown inline.
      expect((await flying.pilot.b.get(pdf.url)).headers["content-disposition"]).toMatch(
        /^attachment; /,
      );
    });

    it("answers Range requests so a video can seek", async () => {
      const get = (range: string, extra: Record<string, string> = {}) =>
        flying.client.b.request({ method: "GET", url: video.url, headers: { range, ...extra } });
      const size = content.length;

      const first = await get("bytes=0-99");
      expect(first.statusCode).toBe(206);
      expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`);
      expect(first.headers["content-length"]).toBe("100");
      expect(first.rawPayload.equals(content.subarray(0, 100))).toBe(true);

      const open = await get("bytes=1000-");
      expect(open.headers["content-range"]).toBe(`bytes 1000-${size - 1}/${size}`);
      expect(open.rawPayload.equals(content.subarray(1000))).toBe(true);

      const suffix = await get("bytes=-10");
      expect(suffix.rawPayload.equals(content.subarray(size - 10))).toBe(true);

      const clipped = await get(`bytes=${size - 5}-${size + 1000}`);
      expect(clipped.headers["content-range"]).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

      const past = await get(`bytes=${size}-`);
      expect(past.statusCode).toBe(416);
      expect(past.headers["content-range"]).toBe(`bytes */${size}`);

      // Several ranges, or a stale If-Range: the whole file.
      expect((await get("bytes=0-1,5-6")).statusCode).toBe(200);
      expect((await get("bytes=0-1", { "if-range": '"other"' })).statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect((await get("bytes=0-1", { "if-range": etag })).statusCode).toBe(206);
      const cached = await flying.client.b.request({
        method: "GET",
        url: video.url,
        headers: { "if-none-match": etag },
      });
      expect(cached.statusCode).toBe(304);
    });

    it("answers HEAD with the headers only", async () => {
      const res = await flying.client.b.request({ method: "HEAD", url: video.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-length"]).toBe(String(content.length));
      expect(res.rawPayload.length).toBe(0);
    });

    it("validates the file id", async () => {
      expect((await flying.client.b.get("/api/files/not-an-id")).statusCode).toBe(400);
      expect(
        (await flying.client.b.get("/api/files/00000000-0000-4000-8000-000000000000")).statusCode,
      ).toBe(404);
    });
  });
});
