import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NO_PILOT_PROFILE_MESSAGE,
  PROFILE_IMAGE_MAX_BYTES,
  pilotProfileDetailSchema,
  profileImageRefusedMessage,
  profileImageTooLargeMessage,
  publicPilotProfileSchema,
} from "@skyhire/shared";
import { pilotProfileImages } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { browserFor, createJobPilot, type TestJobPilot } from "../../testing/jobFixtures";
import { createTestUser } from "../../testing/users";
import {
  buildDeliveryTestApp,
  type DeliveryTestApp,
  testDatabasesAndStores,
  multipartBody,
  sampleFiles,
  type UploadFile,
} from "../delivery/testFixtures";
import { PILOT_CAPABILITY_REQUIRED_MESSAGE } from "../onboarding/onboarding";

const ROOF_JPEG = resolve(import.meta.dirname, "../../../../../e2e/fixtures/roof.jpg");

function uploadImage(b: TestBrowser, kind: string, file: UploadFile) {
  const { payload, contentType } = multipartBody([file]);
  return b.request({
    method: "POST",
    url: `/api/profiles/pilot/images/${kind}`,
    headers: { "content-type": contentType },
    payload,
  });
}

describe.each(testDatabasesAndStores())("profile and cover images (%s, %s)", (kind, storage) => {
  let t: DeliveryTestApp;
  let roof: Buffer;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, { storage });
    roof = await readFile(ROOF_JPEG);
  });
  afterAll(() => t.close());

  async function pilot(): Promise<TestJobPilot> {
    return createJobPilot(t, "austin");
  }

  it("stores a real JPEG as the profile image and serves it publicly as image/jpeg", async () => {
    const p = await pilot();
    const res = await uploadImage(p.b, "profile", {
      name: "roof.jpg",
      content: roof,
      contentType: "image/jpeg",
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = pilotProfileDetailSchema.parse(res.json());
    expect(profile.profileImageUrl).toMatch(/^\/api\/pilot-images\/[0-9a-f-]{36}$/);

    // Anyone, signed out, gets the very bytes with safe headers.
    const image = await new TestBrowser(t).get(profile.profileImageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.rawPayload.equals(roof)).toBe(true);
    const again = await new TestBrowser(t).request({
      method: "GET",
      url: profile.profileImageUrl!,
      headers: { "if-none-match": String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // The public profile shows it.
    const pub = publicPilotProfileSchema.parse(
      (await new TestBrowser(t).get(`/api/pilots/${p.pilot.id}`)).json(),
    );
    expect(pub.profileImageUrl).toBe(profile.profileImageUrl);
  });

  it("tells the type by content: a PNG named .jpg is a PNG, an image named .bin is fine", async () => {
    const p = await pilot();
    const res = await uploadImage(p.b, "cover", { name: "cover.jpg", content: sampleFiles.png() });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().coverImageUrl as string;
    expect((await new TestBrowser(t).get(url)).headers["content-type"]).toBe("image/png");
  });

  it("refuses a program named .jpg and anything that is not a JPEG or PNG, keeping nothing", async () => {
    const p = await pilot();
    const before = await t.storedFiles();
    for (const file of [
      { name: "me.jpg", content: sampleFiles.exe(), contentType: "image/jpeg" },
      { name: "me.pdf", content: sampleFiles.pdf() },
      { name: "me.mp4", content: sampleFiles.mp4() },
      { name: "empty.jpg", content: Buffer.alloc(0) },
    ]) {
      const res = await uploadImage(p.b, "profile", file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().message).toBe(profileImageRefusedMessage(file.name));
    }
    expect(await t.storedFiles()).toEqual(before);
    const me = (await p.b.get("/api/profiles/pilot/me")).json();
    // The fixture's placeholder stays: nothing was replaced.
    expect(me.profileImageUrl).toBe(p.pilot.profileImageUrl);
  });

  it("refuses an image over the size cap with 413 and keeps nothing", async () => {
    const p = await pilot();
    const before = await t.storedFiles();
    const res = await uploadImage(p.b, "cover", {
      name: "huge.jpg",
      content: sampleFiles.jpeg(PROFILE_IMAGE_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(profileImageTooLargeMessage("huge.jpg"));
    expect(await t.storedFiles()).toEqual(before);
  });

  it("replaces an image: the old one is gone from storage and no longer served", async () => {
    const p = await pilot();
    const first = await uploadImage(p.b, "cover", { name: "a.jpg", content: roof });
    const firstUrl = first.json().coverImageUrl as string;
    const stored = await t.storedFiles();
    const second = await uploadImage(p.b, "cover", { name: "b.png", content: sampleFiles.png() });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().coverImageUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await new TestBrowser(t).get(firstUrl)).statusCode).toBe(404);
    expect((await new TestBrowser(t).get(secondUrl)).statusCode).toBe(200);
    expect(await t.storedFiles()).toHaveLength(stored.length);
    const rows = await t.database.db
      .select()
      .from(pilotProfileImages)
      .where(eq(pilotProfileImages.pilotProfileId, p.pilot.id));
    expect(rows).toHaveLength(1);
  });

  it("removes an image: the profile shows none and the file is deleted", async () => {
    const p = await pilot();
    const up = await uploadImage(p.b, "profile", { name: "me.jpg", content: roof });
    const url = up.json().profileImageUrl as string;
    const stored = (await t.storedFiles()).length;
    const res = await p.b.request({ method: "DELETE", url: "/api/profiles/pilot/images/profile" });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toBeNull();
    expect((await new TestBrowser(t).get(url)).statusCode).toBe(404);
    expect(await t.storedFiles()).toHaveLength(stored - 1);
    expect((await p.b.get("/api/auth/user")).json().pilotProfile.profileImageUrl).toBeNull();
  });

  it("answers 401 signed out, 403 without canFly, 404 without a pilot profile", async () => {
    const file = { name: "me.jpg", content: roof };
    expect((await uploadImage(new TestBrowser(t), "profile", file)).statusCode).toBe(401);

    const client = await createTestUser(t.database.db, { canHire: true, userType: "client" });
    const refused = await uploadImage(await browserFor(t, client.id), "profile", file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PILOT_CAPABILITY_REQUIRED_MESSAGE);

    const newcomer = await createTestUser(t.database.db, { canFly: true, userType: "pilot" });
    const early = await uploadImage(await browserFor(t, newcomer.id), "profile", file);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(NO_PILOT_PROFILE_MESSAGE);
  });

  it("answers 400 to a multipart body cut short, and keeps nothing (property test finding)", async () => {
    const p = await pilot();
    const { payload, contentType } = multipartBody([{ name: "roof.jpg", content: roof }]);
    const cut = Buffer.from(payload).subarray(0, Math.floor(payload.length / 2));
    const res = await p.b.request({
      method: "POST",
      url: "/api/profiles/pilot/images/profile",
      headers: { "content-type": contentType },
      payload: cut,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("Malformed multipart body");
    const rows = await t.database.db
      .select()
      .from(pilotProfileImages)
      .where(eq(pilotProfileImages.pilotProfileId, p.pilot.id));
    expect(rows).toEqual([]);
  });

  it("validates the kind, needs multipart and refuses a cross-site upload", async () => {
    const p = await pilot();
    const wrongKind = await uploadImage(p.b, "banner", { name: "a.jpg", content: roof });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ requestId: expect.any(String) });

    const json = await p.b.post("/api/profiles/pilot/images/profile", { file: "a.jpg" });
    expect(json.statusCode).toBe(415);

    const { payload, contentType } = multipartBody([{ name: "a.jpg", content: roof }]);
    const crossSite = await p.b.request({
      method: "POST",
      url: "/api/profiles/pilot/images/profile",
      headers: { "content-type": contentType, origin: "https://evil.example" },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);

    expect((await new TestBrowser(t).get("/api/pilot-images/not-an-id")).statusCode).toBe(400);
    expect(
      (await new TestBrowser(t).get("/api/pilot-images/00000000-0000-4000-8000-000000000000"))
        .statusCode,
    ).toBe(404);
  });
});
