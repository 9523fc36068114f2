import { readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import type S3rver from "s3rver";

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
};
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const S3_XMLNS = "http://s3.amazonaws.com/doc/2006-03-01/";
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * s3rver (the tests' S3 server) stores multipart parts but answers NotImplemented to the three
 * calls tus's S3 store also needs: ListParts (to resume), AbortMultipartUpload (to cancel) and
 * ListMultipartUploads (to expire abandoned uploads). This answers them in S3's XML from
 * s3rver's own upload folders, so the S3 staging path of resumable uploads runs over real HTTP
 * in tests, exactly as against AWS, R2 or MinIO. It runs before s3rver's signature check: a
 * test double only, never a production path.
 */
export function addMultipartCalls(server: S3rver): {
  /** Tests of expiry: makes every multipart upload of the bucket look started `ageMs` ago. */
  backdate(bucket: string, ageMs: number): Promise<void>;
} {
  const koa = server as unknown as {
    middleware: Middleware[];
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
  };
  const uploadsDir = (bucket: string) => koa.store.getResourcePath(bucket, undefined, "uploads");

  koa.middleware.unshift(async (ctx, next) => {
    const [bucket, ...keyParts] = ctx.path.split("/").filter(Boolean).map(decodeURIComponent);
    const uploadId = typeof ctx.query.uploadId === "string" ? ctx.query.uploadId : undefined;
    if (!bucket) return next();
    if (ctx.method === "GET" && keyParts.length === 0 && "uploads" in ctx.query) {
      return answer(ctx, 200, await listUploads(uploadsDir(bucket), bucket));
    }
    if (!uploadId || keyParts.length === 0 || "partNumber" in ctx.query) return next();
    const dir = join(uploadsDir(bucket), uploadId);
    if (ctx.method !== "GET" && ctx.method !== "DELETE") return next();
    if (!(await exists(dir))) {
      return answer(ctx, 404, "<Error><Code>NoSuchUpload</Code></Error>");
    }
    if (ctx.method === "DELETE") {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = "";
      return;
    }
    answer(ctx, 200, await listParts(dir, bucket, keyParts.join("/"), uploadId));
  });

  return {
    backdate: async (bucket, ageMs) => {
      const root = uploadsDir(bucket);
      const past = new Date(Date.now() - ageMs);
      for (const id of await readdir(root)) await utimes(join(root, id, "key"), past, past);
    },
  };
}

function answer(ctx: KoaContext, status: number, body: string) {
  ctx.status = status;
  ctx.type = "application/xml";
  ctx.body = xml(body);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function listParts(dir: string, bucket: string, key: string, uploadId: string) {
  const numbers = (await readdir(dir))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const info = await stat(join(dir, String(n)));
      // s3rver writes each part's MD5 (its ETag) beside it.
      const md5 = await readFile(join(dir, `${n}.md5`), "utf8");
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  return `<ListPartsResult xmlns="${S3_XMLNS}"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
}

async function listUploads(root: string, bucket: string) {
  const ids = await readdir(root).catch(() => [] as string[]);
  const uploads = await Promise.all(
    ids.map(async (id) => {
      const key = await readFile(join(root, id, "key"), "utf8").catch(() => null);
      if (key === null) return "";
      // The key file is written when the upload starts: its time is the initiation time.
      const { mtime } = await stat(join(root, id, "key"));
      return `<Upload><Key>${escape(key)}</Key><UploadId>${escape(id)}</UploadId><Initiated>${mtime.toISOString()}</Initiated></Upload>`;
    }),
  );
  return `<ListMultipartUploadsResult xmlns="${S3_XMLNS}"><Bucket>${escape(bucket)}</Bucket><IsTruncated>false</IsTruncated>${uploads.join("")}</ListMultipartUploadsResult>`;
}
