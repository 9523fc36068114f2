// The bench's side of an upload: the demo pilot signed in, their job in progress, tus-js-client's
// Node build against /api/uploads (as the web app uses it), the one-request upload, and a
// streamed download for checking stored bytes.
import { createHash } from "node:crypto";
import { Upload } from "tus-js-client";

const DEMO_PILOT = { email: "pilot@skyhire.test", password: "SkyHire-demo-2026" };

/** Signs in as the seeded demo pilot; answers the headers every later request sends. */
export async function signInAsDemoPilot(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(DEMO_PILOT),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, origin: url };
}

/** The pilot's job that takes deliverables now (status in_progress). */
export async function jobInProgress(url, headers) {
  const res = await fetch(`${url}/api/jobs/pilot`, { headers });
  if (!res.ok) throw new Error(`GET /api/jobs/pilot answered ${res.status}`);
  const job = (await res.json()).find((j) => j.status === "in_progress");
  if (!job) throw new Error("the demo pilot has no job in progress");
  return job;
}

/**
 * One file through tus in chunks of `chunkSize` (a Buffer, or an fs.ReadStream, which
 * tus-js-client reads slice by slice from disk). Resolves with the job file the server made and
 * when every chunk but the last was stored: the last PATCH also moves the whole file into
 * storage (features/resumable/finish.ts), so it takes longer than the others.
 */
export function tusUpload(url, headers, { jobId, filename, source, size, chunkSize }) {
  return new Promise((resolve, reject) => {
    let allButLastAt = NaN;
    const upload = new Upload(source, {
      endpoint: `${url}/api/uploads`,
      uploadSize: size,
      chunkSize,
      headers,
      metadata: { jobId, filename, purpose: "deliverable" },
      storeFingerprintForResuming: false,
      retryDelays: [],
      onChunkComplete: (_chunk, accepted, total) => {
        if (accepted < total) allButLastAt = performance.now();
      },
      onSuccess: ({ lastResponse }) => {
        const [file] = JSON.parse(lastResponse.getBody()).files;
        resolve({ file, allButLastAt });
      },
      onError: reject,
    });
    upload.start();
  });
}

/** One file as POST /api/jobs/{id}/files (multipart, one request). */
export async function singleRequestUpload(url, headers, { jobId, filename, content }) {
  const form = new FormData();
  form.append("file", new Blob([content]), filename);
  const res = await fetch(`${url}/api/jobs/${jobId}/files`, {
    method: "POST",
    headers,
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return (await res.json()).files[0];
}

/** The SHA-256 of a job file as the server sends it, read as a stream. */
export async function downloadedSha256(url, headers, fileId) {
  const res = await fetch(`${url}/api/files/${fileId}`, { headers });
  if (!res.ok) throw new Error(`GET /api/files/${fileId} answered ${res.status}`);
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of res.body) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}
