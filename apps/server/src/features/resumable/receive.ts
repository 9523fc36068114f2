import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Server } from "@tus/server";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { authorizeExistingUpload, authorizeNewUpload } from "./access";
import { finishUpload } from "./finish";
import { sniffedFirstChunk } from "./firstChunk";
import { sendTusResponse, toTusRequest } from "./relay";
import type { StagingStore } from "./tusServer";

export const BYTES_WITH_PATCH_MESSAGE =
  "Send the file's bytes with PATCH, after creating the upload.";

/** POST /api/uploads: a new resumable upload of one file, checked before tus creates it. */
export async function createUpload(
  app: FastifyInstance,
  tus: Server,
  user: User,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // creation-with-upload would put bytes in before the first-chunk check below.
  if (request.headers["content-type"] === "application/offset+octet-stream") {
    throw new HttpError(400, BYTES_WITH_PATCH_MESSAGE);
  }
  const owner = await authorizeNewUpload(app, user, request.headers);
  return sendTusResponse(reply, await tus.handleWeb(toTusRequest(request, null, owner)));
}

/**
 * HEAD, PATCH and DELETE /api/uploads/{id}: the uploader's own upload only, with the job
 * checked on every chunk. The chunk that starts the file goes through the type sniffer (a
 * refused type removes the upload); the chunk that ends it turns it into a job file, answered
 * with 200 and the file instead of tus's 204.
 */
export async function continueUpload(
  app: FastifyInstance,
  tus: Server,
  store: StagingStore,
  user: User,
  uploadId: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { upload, owner } = await authorizeExistingUpload(
    app,
    store,
    user,
    uploadId,
    request.method,
  );
  if (request.method !== "PATCH") {
    return sendTusResponse(reply, await tus.handleWeb(toTusRequest(request, null)));
  }

  let body = request.raw;
  if (upload.offset === 0 && request.headers["upload-offset"] === "0") {
    try {
      body = (await sniffedFirstChunk(request.raw, owner.filename)) as typeof body;
    } catch (error) {
      if (error instanceof HttpError) await store.remove(uploadId);
      throw error;
    }
  }
  const response = await tus.handleWeb(toTusRequest(request, body));
  const finished =
    response.status === 204 &&
    upload.size !== undefined &&
    Number(response.headers.get("upload-offset")) === upload.size;
  if (!finished) return sendTusResponse(reply, response);

  const file = await finishUpload(app, store, user, uploadId, owner);
  response.headers.forEach((value, name) => {
    if (name.startsWith("upload-") || name === "tus-resumable") reply.header(name, value);
  });
  return reply.code(200).send({ files: [file] });
}
