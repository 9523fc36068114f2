import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  PUSH_KEY_INVALID_MESSAGE,
  pushConfigSchema,
  pushEndpointProblem,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { isP256PublicKey, removeSubscription, saveSubscription } from "./subscriptions";

const tags = ["push"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Web push: the public key to subscribe with, and the signed-in user's browsers. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // Local push services (tests) are allowed only outside production.
  const allowLoopback = app.config.nodeEnv !== "production";
  const endpointRule = (endpoint: string, context: z.RefinementCtx) => {
    const problem = pushEndpointProblem(endpoint, { allowLoopback });
    if (problem) context.addIssue({ code: "custom", path: ["endpoint"], message: problem });
  };
  const subscriptionBody = pushSubscriptionInputSchema.superRefine((value, context) => {
    endpointRule(value.endpoint, context);
    if (!isP256PublicKey(value.keys.p256dh)) {
      context.addIssue({
        code: "custom",
        path: ["keys", "p256dh"],
        message: PUSH_KEY_INVALID_MESSAGE,
      });
    }
  });

  app.get(
    "/api/push/config",
    {
      schema: {
        tags,
        security: [],
        summary: "The VAPID public key browsers subscribe with (applicationServerKey)",
        response: { 200: pushConfigSchema },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  // POST /api/push/subscribe is the path the spec's client calls (section 7); the same operation.
  for (const url of ["/api/push/subscriptions", "/api/push/subscribe"]) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            "Save this browser's push subscription for the signed-in user (upsert by endpoint)",
          body: subscriptionBody,
          response: { 200: pushSubscriptionSchema, 201: pushSubscriptionSchema, ...errors },
        },
        preValidation: requireSignedIn,
      },
      async (request, reply) => {
        const { subscription, created } = await saveSubscription(
          app.db,
          requireUser(request).user.id,
          request.body,
          app.now(),
        );
        return reply.code(created ? 201 : 200).send(subscription);
      },
    );
  }

  app.delete(
    "/api/push/subscriptions",
    {
      schema: {
        tags,
        summary: "Forget one of the signed-in user's browsers (it unsubscribed)",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      await removeSubscription(app.db, requireUser(request).user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
