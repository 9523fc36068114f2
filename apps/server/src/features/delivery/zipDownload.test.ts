import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { NO_FILES_TO_ZIP_MESSAGE } from "@skyhire/shared";
import { createTestClient } from "../../testing/jobFixtures";
import {
  buildDeliveryTestApp,
  hiredJob,
  sampleFiles,
  testDatabasesAndStores,
  uploadOk,
  type DeliveryTestApp,
  type HiredJob,
} from "./testFixtures";

/** Every entry of a zip: its name and its bytes. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on("entry", (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.on("end", () => resolve(entries));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}

describe.each(testDatabasesAndStores())("a delivery as one zip (%s, %s)", (kind, storage) => {
  let t: DeliveryTestApp;
  let hired: HiredJob;
  const photo = sampleFiles.jpeg(50_000);
  const samePhotoName = sampleFiles.jpeg(30_000);
  const video = sampleFiles.mp4(70_000);

  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, { storage });
    hired = await hiredJob(t);
    expect((await hired.pilot.b.post(`/api/jobs/${hired.job.id}/start`)).statusCode).toBe(200);
    await uploadOk(hired.pilot.b, hired.job.id, [
      { name: "DJI_0001.JPG", content: photo },
      { name: "DJI_0001.JPG", content: samePhotoName },
      { name: "flyover.mp4", content: video },
    ]);
  });
  afterAll(() => t.close());

  it("gives the client every file, byte for byte, under unique names, with its size", async () => {
    const response = await hired.client.b.get(`/api/jobs/${hired.job.id}/files.zip?round=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename=".*-delivery-1\.zip"/,
    );
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(["DJI_0001.JPG", "DJI_0001 (2).JPG", "flyover.mp4"]);
    // The two photos of one name were sent together; which one is "(2)" is not promised.
    const photos = [entries.get("DJI_0001.JPG")!, entries.get("DJI_0001 (2).JPG")!];
    expect(photos.some((bytes) => bytes.equals(photo))).toBe(true);
    expect(photos.some((bytes) => bytes.equals(samePhotoName))).toBe(true);
    expect(entries.get("flyover.mp4")!.equals(video)).toBe(true);
  });

  it("answers the hired pilot too, and 404 to anyone else", async () => {
    expect((await hired.pilot.b.get(`/api/jobs/${hired.job.id}/files.zip`)).statusCode).toBe(200);
    const stranger = await createTestClient(t);
    const refused = await stranger.b.get(`/api/jobs/${hired.job.id}/files.zip`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("DJI");
  });

  it("says so when a round has no files, and refuses a round that is not a number", async () => {
    const empty = await hired.client.b.get(`/api/jobs/${hired.job.id}/files.zip?round=2`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(NO_FILES_TO_ZIP_MESSAGE);
    const bad = await hired.client.b.get(`/api/jobs/${hired.job.id}/files.zip?round=first`);
    expect(bad.statusCode).toBe(400);
  });
});
