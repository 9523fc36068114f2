import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, fileIdParamsSchema } from "@skyhire/shared";
import { fileResponse, notModifiedResponse } from "../../openapi/docOnly";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { THUMBNAIL_TYPE } from "./makeThumbnail";
import { sendThumbnail } from "./thumbnail";

export const thumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/files/:fileId/thumbnail",
    {
      schema: {
        tags: ["delivery"],
        summary: "A photo's 640×480 WebP thumbnail, for galleries",
        params: fileIdParamsSchema,
        response: { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      config: {
        openapi: {
          responses: {
            200: fileResponse("The thumbnail", [THUMBNAIL_TYPE]),
            304: notModifiedResponse,
          },
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) =>
      sendThumbnail(app, request, reply, requireUser(request).user, request.params.fileId),
  );
};
