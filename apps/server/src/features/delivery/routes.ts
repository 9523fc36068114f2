import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  deliveryStateSchema,
  deliveryZipQuerySchema,
  fileDownloadQuerySchema,
  fileIdParamsSchema,
  idParamsSchema,
  jobFileListSchema,
  jobFilesQuerySchema,
  jobSchema,
  requestChangesRequestSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { approveAsClient } from "./approve";
import { deliverWork } from "./deliver";
import { sendJobFile } from "./download";
import { deleteJobFile, listJobFiles } from "./files";
import { requestChanges } from "./requestChanges";
import { sendDeliveryZip } from "./zipDownload";
import { startMission } from "./start";
import { deliveryState } from "./state";
import { requireSameOriginUpload } from "./uploadGuard";
import { receiveUploads } from "./uploads";
import { fileResponse, multipartBody, notModifiedResponse } from "../../openapi/docOnly";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The flow after the hire: the pilot starts, uploads and delivers; the client approves or asks
 * for changes; both (and operators in a dispute) read the files.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes take multipart bodies; the rest of the API stays JSON-only.
  await app.register(fastifyMultipart);

  app.post(
    "/api/jobs/:id/start",
    {
      schema: {
        tags: ["delivery"],
        summary: "The hired pilot starts the mission (assigned → in_progress)",
        params: idParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      startMission(app.db, requireUser(request).user, request.params.id, app.now()),
  );

  app.get(
    "/api/jobs/:id/delivery",
    {
      schema: {
        tags: ["delivery"],
        summary: "Where the delivery stands: round, approval clock, change requests",
        params: idParamsSchema,
        response: { 200: deliveryStateSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => deliveryState(app.db, requireUser(request).user, request.params.id),
  );

  app.post(
    "/api/jobs/:id/files",
    {
      schema: {
        tags: ["delivery"],
        summary:
          "Upload files (multipart/form-data): deliverables by the hired pilot while in progress, or dispute evidence by either party",
        params: idParamsSchema,
        querystring: uploadQuerySchema,
        response: {
          201: uploadResponseSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // Multipart is not JSON: this route checks the origin itself (see uploadGuard.ts).
      config: {
        allowCrossSite: true,
        openapi: {
          requestBody: multipartBody(
            "file",
            "One part per file, the field repeated, up to 50 files",
          ),
        },
      },
      onRequest: requireSameOriginUpload,
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const files = await receiveUploads(
        app,
        request,
        requireUser(request).user,
        request.params.id,
        request.query.purpose,
        app.now(),
      );
      return reply.code(201).send({ files });
    },
  );

  app.get(
    "/api/jobs/:id/files",
    {
      schema: {
        tags: ["delivery"],
        summary: "The job's files (deliverables and dispute evidence)",
        params: idParamsSchema,
        querystring: jobFilesQuerySchema,
        response: { 200: jobFileListSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      listJobFiles(app.db, requireUser(request).user, request.params.id, request.query.purpose),
  );

  app.get(
    "/api/files/:fileId",
    {
      schema: {
        tags: ["delivery"],
        summary: "Download or preview a file (Range requests supported)",
        params: fileIdParamsSchema,
        querystring: fileDownloadQuerySchema,
        response: { ...errors, 416: apiErrorSchema },
      },
      config: {
        openapi: {
          responses: {
            200: fileResponse("The whole file, with its detected type", ["*/*"]),
            206: fileResponse("The requested byte range (`Range: bytes=...`)", ["*/*"]),
            304: notModifiedResponse,
          },
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) =>
      sendJobFile(
        app,
        request,
        reply,
        requireUser(request).user,
        request.params.fileId,
        request.query.download,
      ),
  );

  app.get(
    "/api/jobs/:id/files.zip",
    {
      schema: {
        tags: ["delivery"],
        summary: "A delivery round's files (or every round's) as one streamed zip",
        params: idParamsSchema,
        querystring: deliveryZipQuerySchema,
        response: errors,
      },
      config: {
        openapi: {
          responses: { 200: fileResponse("The files, stored uncompressed", ["application/zip"]) },
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) =>
      sendDeliveryZip(
        app,
        reply,
        requireUser(request).user,
        request.params.id,
        request.query.round,
      ),
  );

  app.delete(
    "/api/files/:fileId",
    {
      schema: {
        tags: ["delivery"],
        summary: "The pilot removes a file of the delivery not yet made",
        params: fileIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      await deleteJobFile(app.db, app.storage, requireUser(request).user, request.params.fileId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/jobs/:id/deliver",
    {
      schema: {
        tags: ["delivery"],
        summary: "The pilot delivers the current round (in_progress → ready_for_review)",
        params: idParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => deliverWork(app.db, requireUser(request).user, request.params.id, app.now()),
  );

  app.post(
    "/api/jobs/:id/approve",
    {
      schema: {
        tags: ["delivery"],
        summary:
          "The client approves the delivery (→ completed) and the escrow is released; needs an Idempotency-Key header",
        params: idParamsSchema,
        response: { 200: jobSchema, ...errors, 422: apiErrorSchema },
      },
      config: { idempotency: true },
      preValidation: requireSignedIn,
    },
    async (request) =>
      approveAsClient(app.db, requireUser(request).user, request.params.id, app.now()),
  );

  app.post(
    "/api/jobs/:id/request-changes",
    {
      schema: {
        tags: ["delivery"],
        summary: "The client sends the delivery back with a reason (→ in_progress)",
        params: idParamsSchema,
        body: requestChangesRequestSchema,
        response: { 200: jobSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      requestChanges(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body.reason,
        app.now(),
      ),
  );
};
