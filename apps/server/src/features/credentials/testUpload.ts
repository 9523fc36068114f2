import { randomUUID } from "node:crypto";
import type { TestBrowser } from "../../testing/browser";

/** A multipart body of text fields and then one file, as the profile builder sends it. */
export function submissionBody(
  fields: Record<string, string>,
  file: { name: string; content: Buffer } | null,
): { payload: Buffer; contentType: string } {
  const boundary = `----skyhire${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
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

/** POST /api/credentials/{kind} as the browser's user. */
export function submitAs(
  b: TestBrowser,
  kind: "part107" | "insurance",
  fields: Record<string, string>,
  file: { name: string; content: Buffer } | null,
) {
  const { payload, contentType } = submissionBody(fields, file);
  return b.request({
    method: "POST",
    url: `/api/credentials/${kind}`,
    headers: { "content-type": contentType },
    payload,
  });
}
