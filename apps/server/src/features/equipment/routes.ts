import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  EQUIPMENT_NEEDS_FLY_MESSAGE,
  equipmentItemSchema,
  equipmentListResponseSchema,
  equipmentPatchSchema,
  equipmentRequestSchema,
  idParamsSchema,
  mainEquipmentResponseSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import {
  createEquipment,
  deleteEquipment,
  listEquipment,
  mainEquipment,
  updateEquipment,
} from "./equipment";

const tags = ["equipment"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** 401 signed out, then 403 without the fly capability, before the body is validated. */
async function requireFlying(request: FastifyRequest): Promise<void> {
  const { user } = requireUser(request);
  if (!user.canFly) throw new HttpError(403, EQUIPMENT_NEEDS_FLY_MESSAGE);
}

/** The signed-in pilot's equipment. */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/equipment/main",
    {
      schema: {
        tags,
        summary: "The signed-in user's main equipment (empty without a pilot profile)",
        response: { 200: mainEquipmentResponseSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => mainEquipment(app.db, requireUser(request).user.id),
  );

  app.get(
    "/api/equipment",
    {
      schema: {
        tags,
        summary: "Every item of the signed-in pilot's kit, main items first",
        response: { 200: equipmentListResponseSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) => listEquipment(app.db, requireUser(request).user.id),
  );

  app.post(
    "/api/equipment",
    {
      schema: {
        tags,
        summary: "Add an item to the pilot's kit (needs a pilot profile)",
        body: equipmentRequestSchema,
        response: { 201: equipmentItemSchema, ...errors, 409: apiErrorSchema },
      },
      preValidation: requireFlying,
    },
    async (request, reply) => {
      const item = await createEquipment(
        app.db,
        requireUser(request).user.id,
        request.body,
        app.now(),
      );
      return reply.code(201).send(item);
    },
  );

  app.patch(
    "/api/equipment/:id",
    {
      schema: {
        tags,
        summary: "Change an item: name, type, model, notes, or whether it is main kit",
        params: idParamsSchema,
        body: equipmentPatchSchema,
        response: { 200: equipmentItemSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) =>
      updateEquipment(
        app.db,
        requireUser(request).user.id,
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  app.delete(
    "/api/equipment/:id",
    {
      schema: {
        tags,
        summary: "Remove an item from the pilot's kit",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireFlying,
    },
    async (request, reply) => {
      await deleteEquipment(app.db, requireUser(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
