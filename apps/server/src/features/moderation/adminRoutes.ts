import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminJobVisibilitySchema,
  adminReportSchema,
  adminReportsPageSchema,
  adminReportsQuerySchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  apiErrorSchema,
  decideReportRequestSchema,
  idParamsSchema,
  moderationReasonRequestSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireAdmin } from "../admin/access";
import { listAudit } from "./auditList";
import { decideReport } from "./decideReport";
import { hideJob, restoreJob } from "./jobVisibility";
import { listReports } from "./reportQueue";
import { reinstateUser, suspendUser } from "./suspension";
import { userDetail } from "./userDetail";
import { listUsers } from "./userList";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The operator area's moderation: accounts, job visibility, the report queue and the audit
 * log. Admin role only; anyone else gets the 404 of an unknown path (requireAdmin), signed out
 * 401. Every change writes its audit entry in its own transaction.
 */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/users",
    {
      schema: {
        tags: ["admin"],
        summary: "Accounts by name or email, newest first (operators only)",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...readErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    "/api/admin/users/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "One account: capabilities, jobs, applications, money, disputes, credentials, reports",
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, ...readErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => userDetail(app.db, request.params.id),
  );

  app.post(
    "/api/admin/users/:id/suspend",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Suspend an account with a reason: its sessions end, it can't sign in, its listings leave search and the board",
        params: idParamsSchema,
        body: moderationReasonRequestSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => {
      const operator = requireUser(request).user;
      await suspendUser(app.db, operator, request.params.id, request.body.reason, app.now());
      return userDetail(app.db, request.params.id);
    },
  );

  app.post(
    "/api/admin/users/:id/reinstate",
    {
      schema: {
        tags: ["admin"],
        summary: "Reinstate a suspended account, with a reason",
        params: idParamsSchema,
        body: moderationReasonRequestSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => {
      const operator = requireUser(request).user;
      await reinstateUser(app.db, operator, request.params.id, request.body.reason, app.now());
      return userDetail(app.db, request.params.id);
    },
  );

  app.post(
    "/api/admin/jobs/:id/hide",
    {
      schema: {
        tags: ["admin"],
        summary: "Take a job off the board with a reason its client reads",
        params: idParamsSchema,
        body: moderationReasonRequestSchema,
        response: { 200: adminJobVisibilitySchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) =>
      hideJob(app.db, requireUser(request).user, request.params.id, request.body.reason, app.now()),
  );

  app.post(
    "/api/admin/jobs/:id/restore",
    {
      schema: {
        tags: ["admin"],
        summary: "Put a hidden job back on the board",
        params: idParamsSchema,
        body: moderationReasonRequestSchema,
        response: { 200: adminJobVisibilitySchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) =>
      restoreJob(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body.reason,
        app.now(),
      ),
  );

  app.get(
    "/api/admin/reports",
    {
      schema: {
        tags: ["admin"],
        summary: "The report queue (open by default), by kind of target and reason",
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsPageSchema, ...readErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    "/api/admin/reports/:id/decide",
    {
      schema: {
        tags: ["admin"],
        summary: "Dismiss a report or mark it acted on; the reporter is told",
        params: idParamsSchema,
        body: decideReportRequestSchema,
        response: { 200: adminReportSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) =>
      decideReport(app.db, requireUser(request).user, request.params.id, request.body, app.now()),
  );

  app.get(
    "/api/admin/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log of operator actions, newest first, with filters",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, ...readErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listAudit(app.db, request.query),
  );
};
