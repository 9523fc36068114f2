import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  payoutAccountSchema,
  payoutListSchema,
  payoutOnboardingSchema,
  payoutRequestSchema,
  payoutSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { payoutAccountOf, startPayoutOnboarding } from "./account";
import { listPayouts, requestPayout } from "./request";
import { publicBaseUrl } from "../../plugins/origins";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["payouts"];

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/payouts",
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary: "Withdraw the available balance, or part of it (Idempotency-Key header)",
        body: payoutRequestSchema,
        response: { 201: payoutSchema, 422: apiErrorSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request, reply) => {
      const payout = await requestPayout(
        app.payments.runner,
        requireUser(request).user,
        request.body.amount,
        String(request.headers["idempotency-key"]),
      );
      return reply.code(201).send(payout);
    },
  );

  app.get(
    "/api/payouts/account",
    {
      schema: {
        tags,
        summary: "Where payouts go (the test bank, or the pilot's Stripe connected account)",
        response: { 200: payoutAccountSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) => payoutAccountOf(app.db, app.config, requireUser(request).user),
  );

  app.post(
    "/api/payouts/account/onboarding",
    {
      schema: {
        tags,
        summary: "With Stripe: a link to Stripe's onboarding for the pilot's connected account",
        response: { 200: payoutOnboardingSchema, 502: apiErrorSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) =>
      startPayoutOnboarding(
        app.db,
        app.config,
        requireUser(request).user,
        publicBaseUrl(app.config, request),
      ),
  );

  app.get(
    "/api/payouts",
    {
      schema: {
        tags,
        summary: "The caller's payouts, newest first, with the available balance",
        response: { 200: payoutListSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listPayouts(app.db, requireUser(request).user),
  );
};
