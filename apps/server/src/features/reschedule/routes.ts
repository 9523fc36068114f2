import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  idParamsSchema,
  rescheduleListSchema,
  rescheduleParamsSchema,
  rescheduleProposalSchema,
  rescheduleRequestSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { listProposals, proposeReschedule } from "./propose";
import { answerReschedule, type RescheduleAnswer } from "./respond";

const tags = ["flight operations"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const ANSWERS: Record<RescheduleAnswer, string> = {
  accept:
    "The other side accepts a proposed flight time: the planned flight moves to it in the same transaction",
  decline: "The other side declines a proposed flight time: the flight stays as planned",
  withdraw: "The side that proposed a new flight time withdraws it",
};

/** The reschedule handshake of a hired job's planned flight (its client and hired pilot). */
export const rescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/jobs/:id/reschedules",
    {
      schema: {
        tags,
        summary: "The job's proposals to move its planned flight, newest first (both parties)",
        params: idParamsSchema,
        response: {
          200: rescheduleListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listProposals(app.db, requireUser(request).user, request.params.id),
  );

  app.post(
    "/api/jobs/:id/reschedules",
    {
      schema: {
        tags,
        summary:
          "The client or the hired pilot proposes a new planned flight time with a reason (one open proposal per job)",
        params: idParamsSchema,
        body: rescheduleRequestSchema,
        response: { 201: rescheduleProposalSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const proposal = await proposeReschedule(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body,
        app.now(),
      );
      return reply.code(201).send(proposal);
    },
  );

  for (const answer of Object.keys(ANSWERS) as RescheduleAnswer[]) {
    app.post(
      `/api/jobs/:id/reschedules/:proposalId/${answer}`,
      {
        schema: {
          tags,
          summary: ANSWERS[answer],
          params: rescheduleParamsSchema,
          response: { 200: rescheduleProposalSchema, ...errors },
        },
        preValidation: requireSignedIn,
      },
      async (request) =>
        answerReschedule(
          app.db,
          requireUser(request).user,
          request.params.id,
          request.params.proposalId,
          answer,
          app.now(),
        ),
    );
  }
};
