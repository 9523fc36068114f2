import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { addMultipartCalls } from "./s3rverMultipart";

/** s3rver's built-in account: the keys it accepts signatures from. */
const S3RVER_KEY = "S3RVER";

export interface LocalS3 {
  /** Environment that points the app's S3 driver at this server. */
  env: Record<string, string>;
  /** The key of every object in the bucket. */
  objectKeys(): Promise<string[]>;
  /** Makes every unfinished multipart upload look started `ageMs` ago (expiry tests). */
  backdateMultipartUploads(ageMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver, objects in a temporary folder) on a free loopback
 * port, with one empty bucket: the S3 driver talks to it exactly as to AWS, R2 or MinIO, and
 * tus's S3 store resumes, cancels and expires multipart uploads on it (s3rverMultipart.ts).
 */
export async function startLocalS3(bucket = "skyhire-test"): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), "skyhire-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const multipart = addMultipartCalls(server);
  const { port } = await server.run();
  const env = {
    STORAGE_DRIVER: "s3",
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    env,
    objectKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "");
    },
    backdateMultipartUploads: (ageMs) => multipart.backdate(bucket, ageMs),
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
