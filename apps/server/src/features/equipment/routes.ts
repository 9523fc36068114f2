import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, mainEquipmentResponseSchema } from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { mainEquipment } from "./equipment";

/** The signed-in pilot's equipment. */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/equipment/main",
    {
      schema: {
        tags: ["equipment"],
        summary: "The signed-in user's main equipment (empty without a pilot profile)",
        response: { 200: mainEquipmentResponseSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => mainEquipment(app.db, requireUser(request).user.id),
  );
};
