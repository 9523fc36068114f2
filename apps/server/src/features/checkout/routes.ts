import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  checkoutPaidSchema,
  checkoutSchema,
  idParamsSchema,
  payCheckoutRequestSchema,
  startCheckoutRequestSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { cancelCheckout, getCheckout } from "./cancel";
import { payCheckout } from "./pay";
import { startCheckout } from "./start";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["checkout"];

/**
 * Hiring is paying: the client starts a checkout on a pending application (the quote and the
 * fees are fixed, the job reserved for 15 minutes), then pays; the job is assigned in the same
 * transaction that puts the money in escrow.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/checkout",
    {
      schema: {
        tags,
        summary: "Start paying for a pending application: quote, service fee and total, fixed",
        body: startCheckoutRequestSchema,
        response: { 200: checkoutSchema, 201: checkoutSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request, reply) => {
      const { created, checkout } = await startCheckout(
        { db: app.db, fees: app.config.fees, providers: app.payments.providers, now: app.now() },
        requireUser(request).user,
        request.body.applicationId,
      );
      return reply.code(created ? 201 : 200).send(checkout);
    },
  );

  app.get(
    "/api/checkout/:id",
    {
      schema: {
        tags,
        summary: "The caller's checkout",
        params: idParamsSchema,
        response: { 200: checkoutSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      getCheckout(
        app.db,
        app.payments.providers,
        requireUser(request).user,
        request.params.id,
        app.now(),
      ),
  );

  app.post(
    "/api/checkout/:id/pay",
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary:
          "Pay (Idempotency-Key header): the total is held in escrow and the pilot hired; 402 when the card is declined",
        params: idParamsSchema,
        body: payCheckoutRequestSchema,
        response: { 200: checkoutPaidSchema, 402: apiErrorSchema, 422: apiErrorSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      payCheckout(
        { db: app.db, runner: app.payments.runner, now: app.now() },
        requireUser(request).user,
        request.params.id,
        request.body,
        String(request.headers["idempotency-key"]),
      ),
  );

  app.post(
    "/api/checkout/:id/cancel",
    {
      schema: {
        tags,
        summary: "Leave a pending checkout, freeing the job at once",
        params: idParamsSchema,
        response: { 200: checkoutSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      cancelCheckout(
        app.db,
        app.payments.providers,
        requireUser(request).user,
        request.params.id,
        app.now(),
      ),
  );
};
