import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fileTypeOfMime } from "@skyhire/shared";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { contentDisposition } from "./contentDisposition";
import { fileForViewer } from "./files";
import { parseRange } from "./httpRange";

export const RANGE_NOT_SATISFIABLE_MESSAGE = "The requested range is outside the file.";

/**
 * GET /api/files/{fileId}: the file to its job's parties (operators while disputed), with
 * Range support so a video plays and seeks in the browser. Images and videos come inline for
 * previews unless `download` asks for an attachment; everything else is an attachment. Served
 * with the type detected at upload, nosniff and a sandbox policy, so no upload can ever run as
 * a page of this site.
 */
export async function sendJobFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  fileId: string,
  asAttachment: boolean,
) {
  const { file } = await fileForViewer(app.db, user, fileId);
  if (!(await app.storage.exists(file.storedName))) {
    throw new Error(`the bytes of file ${file.id} (${file.storedName}) are missing from storage`);
  }

  // The id names one immutable content: it is a strong validator.
  const etag = `"${file.id}"`;
  const ifRange = request.headers["if-range"];
  const answer = parseRange(
    ifRange === undefined || ifRange === etag ? request.headers.range : undefined,
    file.sizeBytes,
  );
  if (answer.kind === "unsatisfiable") {
    reply.header("Content-Range", `bytes */${file.sizeBytes}`);
    throw new HttpError(416, RANGE_NOT_SATISFIABLE_MESSAGE);
  }

  const inline = !asAttachment && fileTypeOfMime(file.contentType)?.preview != null;
  reply
    .header("Accept-Ranges", "bytes")
    .header("ETag", etag)
    .header("Last-Modified", file.createdAt.toUTCString())
    .header("Cache-Control", "private, no-cache")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "sandbox")
    .header(
      "Content-Disposition",
      contentDisposition(inline ? "inline" : "attachment", file.originalName),
    );

  if (request.headers["if-none-match"] === etag) return reply.code(304).send();

  reply.type(file.contentType);
  if (answer.kind === "partial") {
    const { start, end } = answer.range;
    return reply
      .code(206)
      .header("Content-Range", `bytes ${start}-${end}/${file.sizeBytes}`)
      .header("Content-Length", end - start + 1)
      .send(await app.storage.read(file.storedName, answer.range));
  }
  return reply
    .code(200)
    .header("Content-Length", file.sizeBytes)
    .send(await app.storage.read(file.storedName));
}
