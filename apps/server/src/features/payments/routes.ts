import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminLedgerSchema,
  apiErrorSchema,
  paymentsConfigSchema,
  TEST_CARDS,
} from "@skyhire/shared";
import { requireSignedIn } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { requireAdmin } from "../admin/access";
import { adminLedger } from "./adminLedger";
import { createStripeClient } from "./stripeProvider";
import { handleStripeEvent } from "./webhook";

const tags = ["payments"];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/payments/config",
    {
      schema: {
        tags,
        summary: "Which provider takes payment, test mode, and today's fee settings",
        response: { 200: paymentsConfigSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async () => {
      const provider = app.payments.providers.active;
      return {
        provider: provider.name,
        testMode: provider.testMode,
        publishableKey: app.config.stripe?.publishableKey ?? null,
        testCards: provider.name === "test" ? TEST_CARDS.map((card) => ({ ...card })) : [],
        fees: app.config.fees,
      };
    },
  );

  app.get(
    "/api/admin/ledger",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Operators: whether the books balance, totals per account kind, provider calls owed",
        response: { 200: adminLedgerSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: requireAdmin,
    },
    async () => adminLedger(app.db),
  );

  await app.register(stripeWebhookRoute);
};

/**
 * POST /api/payments/stripe/webhook. Stripe's servers call it, so it opts out of the
 * same-origin guard; the signature over the raw body (STRIPE_WEBHOOK_SECRET) is its proof of
 * origin. Its own scope keeps the body a Buffer: the signature is over the exact bytes sent.
 */
const stripeWebhookRoute: FastifyPluginAsync = async (scope) => {
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  const stripe = scope.config.stripe ? createStripeClient(scope.config.stripe) : null;

  scope.post(
    "/api/payments/stripe/webhook",
    {
      config: { allowCrossSite: true },
      schema: { tags, summary: "Stripe events, verified by their signature", hide: true },
    },
    async (request) => {
      const secret = scope.config.stripe?.webhookSecret;
      if (!stripe || !secret) throw new HttpError(404, "Stripe webhooks are not configured");
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, "Missing Stripe signature");
      }
      let event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, "Invalid Stripe signature");
      }
      const outcome = await handleStripeEvent(scope.db, event, scope.now());
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, "Stripe event");
      return { received: true };
    },
  );
};
