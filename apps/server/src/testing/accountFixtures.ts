import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { expect } from "vitest";
import { addDays, isoDateOf } from "@skyhire/shared";
import { approvedJob, type PaidJob } from "../features/checkout/testing";
import { submitAs } from "../features/credentials/testUpload";
import { multipartBody, postWithKey, sampleFiles } from "../features/delivery/testFixtures";
import type { TestBrowser } from "./browser";
import type { TestApp } from "./testApp";

const ROOF_JPEG = resolve(import.meta.dirname, "../../../../e2e/fixtures/roof.jpg");

export interface JobWithHistory extends PaidJob {
  conversationId: string;
  clientMessage: string;
  pilotMessage: string;
}

/** Sends a message in the conversation as the browser's user; answers the body sent. */
export async function sendTestMessage(b: TestBrowser, conversationId: string, body: string) {
  const res = await b.post(`/api/conversations/${conversationId}/messages`, {
    id: randomUUID(),
    body,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return body;
}

/**
 * A completed job between a client and a pilot with a past: paid, delivered and approved, a
 * conversation both wrote in, both reviews written (so both are visible). Needs a DATA_DIR.
 */
export async function jobWithHistory(t: TestApp, price = 500_00): Promise<JobWithHistory> {
  const job = await approvedJob(t, price);
  const started = await job.client.b.post("/api/conversations", {
    jobId: job.jobId,
    pilotProfileId: job.pilot.pilot.id,
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  const conversationId = (started.json() as { id: string }).id;
  const tag = randomUUID().slice(0, 8);
  const clientMessage = await sendTestMessage(job.client.b, conversationId, `Client ${tag} asks`);
  const pilotMessage = await sendTestMessage(job.pilot.b, conversationId, `Pilot ${tag} answers`);
  for (const [b, body] of [
    [job.client.b, "Sharp photos, on time."],
    [job.pilot.b, "Clear brief, quick approval."],
  ] as const) {
    const res = await b.post(`/api/jobs/${job.jobId}/reviews`, { rating: 5, body });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { ...job, conversationId, clientMessage, pilotMessage };
}

/** The pilot withdraws everything earned (the test provider pays at once). */
export async function payOutEverything(b: TestBrowser): Promise<void> {
  const res = await postWithKey(b, "/api/payouts", {});
  expect(res.statusCode, res.body).toBe(201);
}

/** A profile picture and a Part 107 certificate stored for the pilot, as the app uploads them. */
export async function storePilotFiles(b: TestBrowser): Promise<void> {
  const { payload, contentType } = multipartBody([
    { name: "me.jpg", content: await readFile(ROOF_JPEG) },
  ]);
  const image = await b.request({
    method: "POST",
    url: "/api/profiles/pilot/images/profile",
    headers: { "content-type": contentType },
    payload,
  });
  expect(image.statusCode, image.body).toBe(200);
  const fields = {
    certificateNumber: "4123456",
    certificateType: "permanent",
    lastTestOn: addDays(isoDateOf(new Date()), -60),
  };
  const pdf = { name: "certificate.pdf", content: sampleFiles.pdf(4096) };
  const certificate = await submitAs(b, "part107", fields, pdf);
  expect(certificate.statusCode, certificate.body).toBe(200);
}
