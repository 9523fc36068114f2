import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_THUMBNAIL_MESSAGE, type JobFileDto } from "@skyhire/shared";
import { createTestClient } from "../../testing/jobFixtures";
import {
  buildDeliveryTestApp,
  hiredJob,
  sampleFiles,
  testDatabasesAndStores,
  uploadOk,
  type DeliveryTestApp,
  type HiredJob,
} from "../delivery/testFixtures";
import { thumbnailStoredName } from "./thumbnailName";

/** A real 4000×3000 JPEG, as a drone camera writes it. */
function dronePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 110, b: 60 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.each(testDatabasesAndStores())("photo thumbnails (%s, %s)", (kind, storage) => {
  let t: DeliveryTestApp;
  let hired: HiredJob;
  let photo: JobFileDto;
  let notAnImage: JobFileDto;
  let unreadable: JobFileDto;

  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, { storage });
    hired = await hiredJob(t);
    expect((await hired.pilot.b.post(`/api/jobs/${hired.job.id}/start`)).statusCode).toBe(200);
    [photo, notAnImage, unreadable] = (await uploadOk(hired.pilot.b, hired.job.id, [
      { name: "DJI_0042.JPG", content: await dronePhoto() },
      { name: "report.pdf", content: sampleFiles.pdf() },
      { name: "broken.jpg", content: sampleFiles.jpeg() },
    ])) as [JobFileDto, JobFileDto, JobFileDto];
  });
  afterAll(() => t.close());

  it("lists a thumbnail for photos only", () => {
    expect(photo.thumbnailUrl).toBe(`/api/files/${photo.id}/thumbnail`);
    expect(notAnImage.thumbnailUrl).toBeNull();
  });

  it("makes a 640×480 WebP once and serves the kept one after", async () => {
    const first = await hired.client.b.get(photo.thumbnailUrl!);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    const { width, height, format } = await sharp(first.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 640, height: 480, format: "webp" });
    expect(await t.storedFiles()).toContain(thumbnailStoredName(photo.id));

    const again = await hired.pilot.b.get(photo.thumbnailUrl!);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await hired.client.b.request({
      method: "GET",
      url: photo.thumbnailUrl!,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it("answers 404 for a file that is not a photo, one that cannot be read, and a stranger", async () => {
    const pdf = await hired.client.b.get(`/api/files/${notAnImage.id}/thumbnail`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().message).toBe(NO_THUMBNAIL_MESSAGE);
    expect((await hired.client.b.get(unreadable.thumbnailUrl!)).statusCode).toBe(404);
    const stranger = await createTestClient(t);
    expect((await stranger.b.get(photo.thumbnailUrl!)).statusCode).toBe(404);
  });

  it("removes the thumbnail with its photo", async () => {
    expect((await hired.client.b.get(photo.thumbnailUrl!)).statusCode).toBe(200);
    const removed = await hired.pilot.b.request({
      method: "DELETE",
      url: `/api/files/${photo.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.storedFiles()).not.toContain(thumbnailStoredName(photo.id));
  });
});
