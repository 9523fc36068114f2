import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  earningsSchema,
  idParamsSchema,
  invoiceListSchema,
  receiptSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { earningsCsv, earningsOf } from "./earnings";
import { attachmentDisposition } from "./csv";
import { getReceipt, listInvoices } from "./invoices";
import { invoicesCsv } from "./invoicesCsv";
import { textResponse } from "../../openapi/docOnly";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** What the client paid and got back, and what the pilot earned: read from the ledger. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/invoices",
    {
      schema: {
        tags: ["invoices"],
        summary: "The caller's payments as a client, with fees, refunds and receipt numbers",
        response: { 200: invoiceListSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) => listInvoices(app.db, requireUser(request).user),
  );

  app.get(
    "/api/invoices.csv",
    {
      schema: {
        tags: ["invoices"],
        summary: "Every payment as a client as CSV (attachment)",
        response: { 200: z.string(), ...errors },
      },
      config: {
        openapi: { responses: { 200: textResponse("Every payment, one row each", "text/csv") } },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request, reply) => {
      const csv = invoicesCsv(await listInvoices(app.db, requireUser(request).user));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition("invoices", "csv", app.now()))
        .send(csv);
    },
  );

  app.get(
    "/api/invoices/:id",
    {
      schema: {
        tags: ["invoices"],
        summary: "A printable receipt of one payment (the checkout id)",
        params: idParamsSchema,
        response: { 200: receiptSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      getReceipt(app.db, app.payments.providers, requireUser(request).user, request.params.id),
  );

  app.get(
    "/api/earnings",
    {
      schema: {
        tags: ["earnings"],
        summary: "The pilot's available balance, escrow, payouts, monthly series and every job",
        response: { 200: earningsSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) => earningsOf(app.db, requireUser(request).user, app.now()),
  );

  app.get(
    "/api/earnings.csv",
    {
      schema: {
        tags: ["earnings"],
        summary: "Every earning as CSV (attachment)",
        response: { 200: z.string(), ...errors },
      },
      config: {
        openapi: { responses: { 200: textResponse("Every earning, one row each", "text/csv") } },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request, reply) => {
      const now = app.now();
      const csv = earningsCsv(await earningsOf(app.db, requireUser(request).user, now));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition("earnings", "csv", now))
        .send(csv);
    },
  );
};
