import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ALL_FILTER,
  apiErrorSchema,
  cancelJobRequestSchema,
  idParamsSchema,
  invitationRequestSchema,
  invitationSchema,
  jobBoardQuerySchema,
  jobBoardResponseSchema,
  jobDetailSchema,
  jobListSchema,
  jobPostRequestSchema,
  jobSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { requireCapability } from "./access";
import { jobBoard } from "./board";
import { cancelJob } from "./cancel";
import { getJobDetail } from "./detail";
import { invitePilot } from "./invitations";
import { listClientJobs, listPilotJobs } from "./lists";
import { postJob, updateJob } from "./postJob";
import { publicBaseUrl } from "../../plugins/origins";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * `radius=all` and no radius both parse to "unset"; only the first means "any distance" (the
 * second means the default radius), so the raw query string decides.
 */
function asksAnyDistance(request: FastifyRequest): boolean {
  const params = new URLSearchParams(request.url.split("?")[1] ?? "");
  return params.get("radius")?.trim().toLowerCase() === ALL_FILTER;
}

/** Jobs: clients post and manage them; pilots browse the board and open them. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/jobs",
    {
      schema: {
        tags: ["jobs"],
        summary: "Post a job (needs canHire and a client profile)",
        body: jobPostRequestSchema,
        response: { 201: jobSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const job = await postJob(app.db, user, request.body, app.now());
      return reply.code(201).send(job);
    },
  );

  app.get(
    "/api/jobs",
    {
      schema: {
        tags: ["jobs"],
        summary: "The job board: open jobs near the pilot, filtered, sorted and paged",
        querystring: jobBoardQuerySchema,
        response: { 200: jobBoardResponseSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) => {
      const { user } = requireUser(request);
      return jobBoard(app.db, user, request.query, {
        anyDistance: asksAnyDistance(request),
        now: app.now(),
      });
    },
  );

  app.get(
    "/api/jobs/client",
    {
      schema: {
        tags: ["jobs"],
        summary: "The caller's jobs as a client, newest first ([] without a client profile)",
        response: { 200: jobListSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listClientJobs(app.db, requireUser(request).user.id),
  );

  app.get(
    "/api/jobs/pilot",
    {
      schema: {
        tags: ["jobs"],
        summary: "The jobs the caller's pilot profile was hired for ([] without a pilot profile)",
        response: { 200: jobListSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listPilotJobs(app.db, requireUser(request).user.id),
  );

  app.get(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "A job with its client, and the caller's application or invitation",
        params: idParamsSchema,
        response: { 200: jobDetailSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => getJobDetail(app.db, requireUser(request).user, request.params.id),
  );

  app.patch(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "Edit one of the caller's jobs while it is open",
        params: idParamsSchema,
        body: jobPostRequestSchema,
        response: { 200: jobSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      updateJob(app.db, requireUser(request).user, request.params.id, request.body, app.now()),
  );

  app.post(
    "/api/jobs/:id/cancel",
    {
      schema: {
        tags: ["jobs"],
        summary: "Cancel one of the caller's jobs; pending applications are rejected",
        params: idParamsSchema,
        // The reason is optional, and so is the body that carries it.
        body: cancelJobRequestSchema.nullish(),
        response: { 200: jobSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      cancelJob(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body?.reason,
        app.now(),
      ),
  );

  app.post(
    "/api/jobs/:id/invitations",
    {
      schema: {
        tags: ["jobs"],
        summary: "Invite a pilot to one of the caller's open jobs; answers a link to share",
        params: idParamsSchema,
        body: invitationRequestSchema,
        response: { 201: invitationSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request, reply) => {
      const invitation = await invitePilot(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body,
        publicBaseUrl(app.config, request),
        app.now(),
      );
      return reply.code(201).send(invitation);
    },
  );
};
