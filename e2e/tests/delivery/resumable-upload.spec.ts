import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { finished } from "node:stream/promises";
import { expect, test } from "../../support/test";
import { api, DEMO, signInByApi } from "../../support/accounts";

const FILE_BYTES = 200 * 1024 * 1024;

/**
 * A 200 MB "video": the real MP4 header of the fixture clip (the server checks the type by
 * content), then random bytes. Written in pieces, never whole in memory; returns its SHA-256.
 */
async function generateVideo(path: string): Promise<string> {
  const hash = createHash("sha256");
  const out = createWriteStream(path);
  const header = readFileSync(resolve(import.meta.dirname, "../../fixtures/flight.mp4"));
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, "drain");
  };
  await write(header);
  for (let written = header.length; written < FILE_BYTES;) {
    const chunk = randomBytes(Math.min(4 * 1024 * 1024, FILE_BYTES - written));
    await write(chunk);
    written += chunk.length;
  }
  out.end();
  await finished(out);
  return hash.digest("hex");
}

test("a 200 MB deliverable survives a cut network and arrives byte for byte", async ({
  page,
  context,
}) => {
  test.setTimeout(10 * 60_000);
  const path = join(mkdtempSync(join(tmpdir(), "skyhire-e2e-upload-")), "mission-4k.mp4");
  const checksum = await generateVideo(path);

  await signInByApi(page, DEMO.pilot);
  const jobs = (await (await api(page, "GET", "/api/jobs/pilot")).json()) as {
    id: string;
    status: string;
  }[];
  const job = jobs.find((j) => j.status === "in_progress");
  expect(job, "the demo pilot has a job in progress").toBeDefined();

  await page.goto(`/upload/${job!.id}`);
  await page.getByTestId("file-input").setInputFiles(path);
  const batch = page.getByRole("progressbar", { name: "All uploads" });
  await expect
    .poll(async () => Number(await batch.getAttribute("aria-valuenow")), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(40);

  // Halfway the network goes: the upload stalls, and goes on when it is back.
  await context.setOffline(true);
  await page.waitForTimeout(3000);
  await expect(page.getByText("1 file uploaded")).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText("1 file uploaded")).toBeVisible({ timeout: 300_000 });

  const files = (await (
    await api(page, "GET", `/api/jobs/${job!.id}/files?purpose=deliverable`)
  ).json()) as { id: string; name: string; sizeBytes: number }[];
  const uploaded = files.find((f) => f.name === "mission-4k.mp4");
  expect(uploaded?.sizeBytes).toBe(FILE_BYTES);
  const download = await page.request.get(`/api/files/${uploaded!.id}?download=true`);
  expect(download.status()).toBe(200);
  expect(
    createHash("sha256")
      .update(await download.body())
      .digest("hex"),
  ).toBe(checksum);
});
