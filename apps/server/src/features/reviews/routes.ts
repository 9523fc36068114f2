import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  idParamsSchema,
  jobReviewsSchema,
  myReviewsSchema,
  pilotIdParamsSchema,
  pilotReviewsPageSchema,
  reviewRequestSchema,
  reviewSchema,
  reviewsPageQuerySchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { jobReviews } from "./jobReviews";
import { myReviews } from "./mine";
import { pilotReviews } from "./pilotReviews";
import { submitReview } from "./submit";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Reviews both ways after completion, hidden until both have reviewed or the window ends. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/jobs/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "Review the other side of a completed job (once, within 14 days)",
        params: idParamsSchema,
        body: reviewRequestSchema,
        response: { 201: reviewSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const review = await submitReview(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body,
        app.now(),
      );
      return reply.code(201).send(review);
    },
  );

  app.get(
    "/api/jobs/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "The caller's review of the job and the other side's once visible",
        params: idParamsSchema,
        response: { 200: jobReviewsSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => jobReviews(app.db, requireUser(request).user, request.params.id, app.now()),
  );

  app.get(
    "/api/pilots/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        security: [],
        summary: "A pilot's visible reviews, newest first (public)",
        params: pilotIdParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: pilotReviewsPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => pilotReviews(app.db, request.params.id, request.query, app.now()),
  );

  app.get(
    "/api/reviews/mine",
    {
      schema: {
        tags: ["reviews"],
        summary: "Ratings the caller received as a pilot, and reviews they can still write",
        querystring: reviewsPageQuerySchema,
        response: { 200: myReviewsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => myReviews(app.db, requireUser(request).user, request.query, app.now()),
  );
};
