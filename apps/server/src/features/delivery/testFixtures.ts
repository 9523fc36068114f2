import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  feeBreakdown,
  IDEMPOTENCY_KEY_HEADER,
  type JobDto,
  type JobFileDto,
} from "@skyhire/shared";
import { checkouts, jobs, users, type User } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  browserFor,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { startLocalS3, type LocalS3 } from "../../testing/s3Server";
import {
  buildTestApp,
  testDatabases,
  type TestApp,
  type TestDatabaseKind,
} from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { applyJobEvent } from "../jobs/lifecycle";
import { postTransfer } from "../ledger/transfers";
import { logTestFlight } from "../../testing/flightLogFixtures";

export type TestStorageKind = "disk" | "s3";

/** Each test database with each storage driver: ["pglite", "disk"], ["pglite", "s3"], ... */
export function testDatabasesAndStores(): [TestDatabaseKind, TestStorageKind][] {
  return testDatabases().flatMap((kind) => [
    [kind, "disk"],
    [kind, "s3"],
  ]);
}

export type DeliveryTestApp = TestApp & {
  dataDir: string;
  /** Every file kept in the store: under DATA_DIR/files (finished or partial), or the bucket. */
  storedFiles(): Promise<string[]>;
  /** The tests' S3 server, with `storage: "s3"`. */
  s3: LocalS3 | undefined;
};

/**
 * A test app whose uploads go to a throw-away DATA_DIR, or with `storage: "s3"` to a local
 * S3-compatible server over HTTP (both removed by `close`).
 */
export async function buildDeliveryTestApp(
  kind: TestDatabaseKind,
  options: { env?: NodeJS.ProcessEnv; clock?: () => Date; storage?: TestStorageKind } = {},
): Promise<DeliveryTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "skyhire-delivery-"));
  const s3 = options.storage === "s3" ? await startLocalS3() : undefined;
  const t = await buildTestApp(kind, {
    ...options,
    env: {
      DATA_DIR: dataDir,
      UPLOAD_MAX_FILE_BYTES: String(8 * 1024 * 1024),
      ...s3?.env,
      ...options.env,
    },
  });
  return {
    ...t,
    dataDir,
    s3,
    storedFiles: s3 ? () => s3.objectKeys() : () => filesUnder(join(dataDir, "files")),
    close: async () => {
      await t.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

export interface HiredJob {
  client: TestClient;
  pilot: TestJobPilot;
  job: JobDto;
  priceCents: number;
}

/**
 * A job hired and paid for, as checkout leaves it: assigned to the pilot, a paid checkout with
 * its fee breakdown, and the client's total held in escrow.
 */
export async function hiredJob(t: TestApp, priceCents = 400_00): Promise<HiredJob> {
  const db = t.database.db;
  const client = await createTestClient(t);
  const pilot = await createJobPilot(t);
  const posted = await postTestJob(client);
  const application = await applyToJob(pilot, posted.id, { quote: priceCents });
  const fees = feeBreakdown(priceCents, t.config.fees);
  await db.transaction(async (tx) => {
    await applyJobEvent(tx, {
      job: { id: posted.id, status: "open" },
      event: "hire",
      actor: "client",
      actorUserId: client.user.id,
      now: new Date(),
      set: { pilotProfileId: pilot.pilot.id },
    });
    await tx.insert(checkouts).values({
      jobId: posted.id,
      applicationId: application.id,
      clientUserId: client.user.id,
      pilotProfileId: pilot.pilot.id,
      priceCents: fees.price,
      clientFeeCents: fees.clientFee,
      clientTotalCents: fees.clientTotal,
      pilotCommissionCents: fees.pilotCommission,
      pilotNetCents: fees.pilotNet,
      status: "paid",
      expiresAt: new Date(Date.now() + 15 * 60_000),
      paidAt: new Date(),
      provider: "test",
      providerPaymentId: `pay_test_${posted.id}`,
    });
    await postTransfer(tx, {
      kind: "charge",
      jobId: posted.id,
      legs: [
        { account: { kind: "client_funding", userId: client.user.id }, amount: -fees.clientTotal },
        { account: { kind: "escrow", jobId: posted.id }, amount: fees.clientTotal },
      ],
    });
  });
  const [job] = await db.select().from(jobs).where(eq(jobs.id, posted.id));
  expect(job?.status).toBe("assigned");
  return { client, pilot, job: posted, priceCents };
}

/** An operator account, signed in. */
export async function createAdmin(t: TestApp): Promise<{ user: User; b: TestBrowser }> {
  const user = await createTestUser(t.database.db, {
    firstName: "Olive",
    lastName: "Operator",
    role: "admin",
    password: null,
  });
  return { user, b: await browserFor(t, user.id) };
}

/** Makes an existing user an operator. */
export async function makeAdmin(t: TestApp, userId: string): Promise<void> {
  await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, userId));
}

// --- Sample files: the first bytes of each type, padded to `size`. ---

function padded(head: Buffer, size: number): Buffer {
  if (size <= head.length) return head;
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

export const sampleFiles = {
  jpeg: (size = 2048) => padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), size),
  png: (size = 2048) =>
    padded(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size),
  mp4: (size = 4096) =>
    padded(
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom\0\0\x02\0isomavc1")]),
      size,
    ),
  mov: (size = 4096) =>
    padded(
      Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypqt  \0\0\x02\0qt  ")]),
      size,
    ),
  pdf: (size = 1024) => padded(Buffer.from("%PDF-1.7\n"), size),
  zip: (size = 1024) => padded(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), size),
  exe: (size = 1024) => padded(Buffer.from("MZ\x90\0\x03\0\0\0\x04\0This program"), size),
};

export interface UploadFile {
  name: string;
  content: Buffer;
  /** What the browser claims; the server ignores it. */
  contentType?: string;
}

/** A multipart/form-data body with one `file` part per file. */
export function multipartBody(files: UploadFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----skyhire${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/jobs/{id}/files as the browser's user. */
export function upload(
  b: TestBrowser,
  jobId: string,
  files: UploadFile[],
  purpose?: "deliverable" | "dispute_evidence",
) {
  const { payload, contentType } = multipartBody(files);
  return b.request({
    method: "POST",
    url: `/api/jobs/${jobId}/files${purpose ? `?purpose=${purpose}` : ""}`,
    headers: { "content-type": contentType },
    payload,
  });
}

/** Uploads and expects them all stored. */
export async function uploadOk(
  b: TestBrowser,
  jobId: string,
  files: UploadFile[],
  purpose?: "deliverable" | "dispute_evidence",
): Promise<JobFileDto[]> {
  const res = await upload(b, jobId, files, purpose);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { files: JobFileDto[] }).files;
}

/** A POST with a fresh Idempotency-Key (money-moving routes need one). */
export function postWithKey(
  b: TestBrowser,
  url: string,
  payload?: object,
  key: string = randomUUID(),
) {
  return b.request({
    method: "POST",
    url,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    ...(payload ? { payload } : {}),
  });
}

/** Hired → started → one photo uploaded → delivered: waiting for the client's answer. */
export async function deliveredJob(t: TestApp, priceCents?: number): Promise<HiredJob> {
  const hired = await hiredJob(t, priceCents);
  const started = await hired.pilot.b.post(`/api/jobs/${hired.job.id}/start`);
  expect(started.statusCode, started.body).toBe(200);
  await uploadOk(hired.pilot.b, hired.job.id, [{ name: "front.jpg", content: sampleFiles.jpeg() }]);
  await logTestFlight(hired.pilot.b, hired.job.id);
  const delivered = await hired.pilot.b.post(`/api/jobs/${hired.job.id}/deliver`);
  expect(delivered.statusCode, delivered.body).toBe(200);
  return hired;
}
