import type { FastifyReply } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contractViolations } from "./contract";
import { buildTestApp, type TestApp } from "./testApp";

/** The contract check itself: it must notice each kind of drift, or it proves nothing. */
describe("contract check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    t.app.get(
      "/api/contract-probe/:mode",
      {
        schema: {
          params: z.object({ mode: z.enum(["status", "type", "body", "ok"]) }),
          response: { 200: z.object({ count: z.number() }) },
        },
      },
      async (request, typedReply) => {
        const { mode } = request.params;
        // Untyped on purpose: these answers break the declared schema.
        const reply = typedReply as unknown as FastifyReply;
        if (mode === "status") return reply.code(202).send({ count: 1 });
        if (mode === "type") return reply.code(200).type("text/csv").send("a,b\n");
        if (mode === "body") return reply.code(200).type("application/json").send('{"count":"1"}');
        return { count: 1 };
      },
    );
  });
  afterAll(() => t.close());

  it("records an undeclared status, an undeclared type, a body off its schema and a signed-out success", async () => {
    contractViolations.splice(0);
    for (const mode of ["status", "type", "body", "ok"]) {
      await t.app.inject({ url: `/api/contract-probe/${mode}` });
    }
    const found = contractViolations.splice(0);
    expect(found).toEqual([
      "GET /api/contract-probe/{mode} → 202: status not declared",
      "GET /api/contract-probe/{mode} → 200: answered without a session but declares sessionCookie",
      "GET /api/contract-probe/{mode} → 200: content type text/csv not declared",
      "GET /api/contract-probe/{mode} → 200: answered without a session but declares sessionCookie",
      expect.stringMatching(/→ 200: body does not match: .*count must be number/),
      "GET /api/contract-probe/{mode} → 200: answered without a session but declares sessionCookie",
    ]);
  });

  it("accepts declared answers, including error ranges", async () => {
    contractViolations.splice(0);
    await t.app.inject({ url: "/api/health" });
    await t.app.inject({ url: "/api/pilots/not-a-uuid" });
    await t.app.inject({ url: "/api/jobs/client" });
    expect(contractViolations.splice(0)).toEqual([]);
  });
});
