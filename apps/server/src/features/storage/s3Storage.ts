import { pipeline, Readable, Transform } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "../../config/storageEnv";
import { assertStoredName, type FileStorage } from "./storage";

/**
 * Parts of a multipart upload: S3 allows 10,000 parts, so 8 MiB parts carry files up to
 * 80 GB; with `PARTS_IN_FLIGHT` of them buffered, one upload holds at most 32 MiB in memory.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/** The SDK client for AWS S3, Cloudflare R2 or MinIO, from the S3_* settings. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, a shared profile, an instance role).
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // R2 and older MinIO reject the CRC32 trailers SDK 3.729+ adds by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files as objects `<prefix><name>` in one bucket of an S3-compatible store. Uploads stream
 * through a multipart upload (a single PUT when small); S3 shows an object only once it is
 * complete, and a failed upload is aborted, so a half file is never visible under its name.
 * Multipart uploads a crashed process left open are the bucket's lifecycle rule's job
 * (AbortIncompleteMultipartUpload, see the README).
 */
export function createS3Storage(client: S3Client, bucket: string, prefix = ""): FileStorage {
  const keyOf = (name: string) => {
    assertStoredName(name);
    return `${prefix}${name}`;
  };

  return {
    async put(name, source) {
      const key = keyOf(name);
      let sizeBytes = 0;
      // pipeline, not pipe: a failing source (a refused type, an aborted request) must fail
      // the upload, which then aborts its multipart upload.
      const counted = pipeline(
        source,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            sizeBytes += chunk.length;
            done(null, chunk);
          },
        }),
        () => undefined,
      );
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counted },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // Aborted below instead: the SDK's own abort would replace the upload's error with
        // the abort's when that fails too (as when the network is gone).
        leavePartsOnError: true,
      });
      try {
        await upload.done();
        return { sizeBytes };
      } catch (error) {
        source.destroy();
        counted.destroy();
        if (upload.uploadId) {
          const abort = { Bucket: bucket, Key: key, UploadId: upload.uploadId };
          // Best effort: what stays behind, the bucket's lifecycle rule removes after a day.
          await client.send(new AbortMultipartUploadCommand(abort)).catch(() => undefined);
        }
        throw error;
      }
    },

    async read(name, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the body is the HTTP response itself: bytes flow on as the caller reads.
      if (!(answer.Body instanceof Readable)) throw new Error("the S3 client gave no stream");
      return answer.Body;
    },

    async remove(name) {
      // Deleting a missing key succeeds in S3, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },

    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return false;
        }
        throw error;
      }
    },
  };
}
