import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  SINGLE_REQUEST_UPLOAD_MAX_BYTES,
  uploadLimitsSchema,
  uploadResponseSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { requireSameOriginUpload } from "../delivery/uploadGuard";
import { continueUpload, createUpload } from "./receive";

const uploadParamsSchema = z.object({ uploadId: z.string().max(100) });

/** The short text tus itself answers with (a stale offset, a missing Tus-Resumable header). */
const tusText = (description: string) => ({
  description,
  content: { "text/plain": { schema: z.string() } },
});
const json = (description: string) => ({
  description,
  content: { "application/json": { schema: apiErrorSchema } },
});
/** Our own check answers JSON; the same status from tus itself is text. */
const jsonOrTusText = (description: string) => ({
  description,
  content: {
    "application/json": { schema: apiErrorSchema },
    "text/plain": { schema: z.string() },
  },
});
const noBody = (description: string) => z.null().describe(description);

const errors = {
  400: json("Bad metadata or length, a refused file type (on the first chunk or at the end)"),
  401: json("Not signed in"),
  403: json("Not the hired pilot / not a party to the dispute, or a cross-site request"),
  404: json("No such upload of this user, or no such job"),
};

/**
 * Resumable uploads (tus 1.0: creation, termination, expiration) of deliverables and dispute
 * evidence, for files too big for one request or connections that drop: tus-js-client in the
 * web app sends chunks, and after a dropped network, a reload or a server restart asks where
 * the upload stands (HEAD) and goes on from there.
 */
export const resumableUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store, tus } = app.resumableUploads;

  const guarded = {
    // Chunks are not JSON: the origin is checked by requireSameOriginUpload instead.
    config: { allowCrossSite: true },
    onRequest: requireSameOriginUpload,
    preValidation: requireSignedIn,
  };

  // Public: the limits are the same for everyone and say nothing about anybody.
  const limits = {
    maxFileBytes: app.config.uploadMaxFileBytes,
    singleRequestMaxFileBytes: Math.min(
      app.config.uploadMaxFileBytes,
      SINGLE_REQUEST_UPLOAD_MAX_BYTES,
    ),
  };
  app.get(
    "/api/uploads/limits",
    {
      schema: {
        tags: ["delivery"],
        security: [],
        summary:
          "The largest file a resumable upload and a one-request upload accept (UPLOAD_MAX_FILE_BYTES)",
        response: { 200: uploadLimitsSchema },
      },
    },
    async () => limits,
  );

  app.post(
    "/api/uploads",
    {
      schema: {
        tags: ["delivery"],
        summary:
          "Start a resumable (tus) upload of one file: Upload-Length, and Upload-Metadata with jobId, filename and purpose",
        response: {
          201: noBody("Created; Location is the upload's URL"),
          ...errors,
          409: json("The job takes no files now"),
          412: tusText("Tus-Resumable missing or not 1.0.0"),
          413: json("Larger than UPLOAD_MAX_FILE_BYTES"),
        },
      },
      ...guarded,
    },
    async (request, reply) => createUpload(app, tus, requireUser(request).user, request, reply),
  );

  for (const method of ["HEAD", "PATCH", "DELETE"] as const) {
    app.route({
      method,
      url: "/api/uploads/:uploadId",
      schema: {
        tags: ["delivery"],
        summary: {
          HEAD: "Where a resumable upload stands (Upload-Offset, Upload-Length)",
          PATCH: "Send the next chunk (application/offset+octet-stream at Upload-Offset)",
          DELETE: "Cancel a resumable upload",
        }[method],
        params: uploadParamsSchema,
        response:
          method === "PATCH"
            ? {
                200: uploadResponseSchema.describe("The last chunk: the upload is now a job file"),
                204: noBody("Chunk stored; Upload-Offset is the new offset"),
                ...errors,
                400: jsonOrTusText(
                  "A refused file type (JSON), or a malformed tus request such as a bad Upload-Offset (text)",
                ),
                409: jsonOrTusText(
                  "The job takes no files now (JSON), or Upload-Offset is not where the upload stands (text)",
                ),
                412: tusText("Tus-Resumable missing or not 1.0.0"),
                415: tusText("Not application/offset+octet-stream"),
              }
            : method === "HEAD"
              ? {
                  200: noBody("Upload-Offset and Upload-Length"),
                  ...errors,
                  409: json("The job takes no files now"),
                }
              : { 204: noBody("Cancelled; its bytes are removed"), ...errors },
      },
      ...(method === "HEAD"
        ? {
            // A HEAD of our own, not Fastify's for a GET: listed in the OpenAPI document.
            config: { swagger: { exposeHeadRoute: true } },
            preValidation: requireSignedIn,
          }
        : guarded),
      handler: async (request, reply) =>
        continueUpload(
          app,
          tus,
          store,
          requireUser(request).user,
          request.params.uploadId,
          request,
          reply,
        ),
    });
  }
};
