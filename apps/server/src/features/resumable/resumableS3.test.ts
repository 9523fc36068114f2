import { createHash, randomFillSync } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadResponseSchema } from "@skyhire/shared";
import { buildApp, type App } from "../../app";
import { TestBrowser } from "../../testing/browser";
import { testDatabases } from "../../testing/testApp";
import {
  buildDeliveryTestApp,
  hiredJob,
  sampleFiles,
  type DeliveryTestApp,
  type HiredJob,
} from "../delivery/testFixtures";
import { tusClient } from "./testClient";

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** A video whose every byte differs from its neighbours', so a misplaced part shows. */
const clip = (size: number) => randomFillSync(sampleFiles.mp4(size), 64);

/**
 * Resumable uploads staged in the bucket (STORAGE_DRIVER=s3): tus's S3 store keeps each upload
 * as an S3 multipart upload (8 MiB parts) plus an info object, so any instance can continue it.
 * Runs over real HTTP against the tests' S3 server.
 */
describe.each(testDatabases())("resumable uploads staged in S3 (%s)", (kind) => {
  let t: DeliveryTestApp;
  let flying: HiredJob;
  let instanceB: App;
  let dataDirB: string;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, {
      storage: "s3",
      env: { UPLOAD_MAX_FILE_BYTES: String(64 * MiB) },
    });
    flying = await hiredJob(t);
    expect((await flying.pilot.b.post(`/api/jobs/${flying.job.id}/start`)).statusCode).toBe(200);
    // A second instance on the same database and bucket, with a disk of its own.
    dataDirB = await mkdtemp(join(tmpdir(), "skyhire-instance-b-"));
    instanceB = await buildApp({
      config: { ...t.config, dataDir: dataDirB },
      database: t.database,
    });
  });
  afterAll(async () => {
    await instanceB?.close();
    await t.close();
    await rm(dataDirB, { recursive: true, force: true });
  });

  function pilotOnB() {
    const pilot = new TestBrowser({ ...t, app: instanceB });
    pilot.token = flying.pilot.b.token;
    return tusClient({ ...t, app: instanceB }, pilot);
  }

  it("starts on A, crosses a part boundary, resumes on B and ends byte for byte", async () => {
    const content = clip(9 * MiB + 123);
    const onA = tusClient(t, flying.pilot.b);
    const created = await onA.create(content.length, {
      jobId: flying.job.id,
      filename: "pass.mp4",
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect((await onA.patch(location, 0, content.subarray(0, 5 * MiB))).statusCode).toBe(204);

    const onB = pilotOnB();
    const head = await onB.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers["upload-offset"]).toBe(String(5 * MiB));
    const middle = await onB.patch(location, 5 * MiB, content.subarray(5 * MiB, 8 * MiB + 7));
    expect(middle.statusCode).toBe(204);
    expect(middle.headers["upload-offset"]).toBe(String(8 * MiB + 7));
    const last = await onB.patch(location, 8 * MiB + 7, content.subarray(8 * MiB + 7));
    expect(last.statusCode, last.body).toBe(200);
    const [file] = uploadResponseSchema.parse(last.json()).files;
    const download = await flying.client.b.get(`/api/files/${file!.id}`);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(content));
  });

  it("cancels through B an upload A knows: it is gone on both, not 'complete' on A", async () => {
    const onA = tusClient(t, flying.pilot.b);
    const content = clip(2 * MiB);
    const created = await onA.create(content.length, { jobId: flying.job.id, filename: "x.mp4" });
    const location = created.headers.location as string;
    expect((await onA.patch(location, 0, content.subarray(0, MiB))).statusCode).toBe(204);
    expect((await pilotOnB().remove(location)).statusCode).toBe(204);
    expect((await pilotOnB().head(location)).statusCode).toBe(404);
    // With tus's default per-process metadata cache, A answered 200 with offset = size here.
    expect((await onA.head(location)).statusCode).toBe(404);
  });

  it("removes an upload nobody continued for a day from the bucket", async () => {
    const tus = tusClient(t, flying.pilot.b);
    const content = clip(MiB);
    const created = await tus.create(content.length, { jobId: flying.job.id, filename: "y.mp4" });
    const location = created.headers.location as string;
    expect((await tus.patch(location, 0, content.subarray(0, 1000))).statusCode).toBe(204);
    await t.s3!.backdateMultipartUploads(2 * 86_400_000);
    expect(await t.app.resumableUploads.tus.cleanUpExpiredUploads()).toBeGreaterThanOrEqual(1);
    expect((await tus.head(location)).statusCode).toBe(404);
  });
});
