import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  IDEMPOTENT_REPLAY_HEADER,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { claimKey, completeKey, releaseKey, requestFingerprint } from "./keys";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A money-moving route: it needs an Idempotency-Key header from a signed-in user. The first
     * request with a key runs and its answer is stored; a retry with the same key and request
     * gets that answer back without running again (422 for another request with the key, 409
     * while the first still runs). One line per route: `config: { idempotency: true }`.
     */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The claimed key of a money-moving request, once the preHandler has claimed it. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

function readKey(request: FastifyRequest): string {
  const header = request.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.trim() === "") {
    throw new HttpError(400, IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
  }
  if (!KEY_PATTERN.test(key)) throw new HttpError(400, IDEMPOTENCY_KEY_INVALID_MESSAGE);
  return key;
}

/** Whether an error answer asks to be retried (a provider hiccup): then it is not stored. */
function isRetryableAnswer(status: number, body: unknown): boolean {
  if (status >= 500 || status === 429) return true;
  const details = (body as { details?: { retryable?: unknown } } | null)?.details;
  return details?.retryable === true;
}

/**
 * Idempotency for every route with `config: { idempotency: true }`. Runs as a preHandler, so
 * the request has been authenticated and its body validated (a 400 claims no key). The answer
 * is stored in onSend: 2xx and final 4xx answers are kept for retries; 5xx and retryable
 * failures release the key so the same request can run again.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("idempotencyClaim", null);

    app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config.idempotency !== true) return;
      const { user } = requireUser(request);
      const key = readKey(request);
      const fingerprint = requestFingerprint(request.method, request.url, request.body);
      const result = await claimKey(app.db, {
        userId: user.id,
        key,
        fingerprint,
        now: app.now(),
        leaseSeconds: app.config.idempotencyLeaseSeconds,
      });
      if (!result.claimed) {
        reply.header(IDEMPOTENT_REPLAY_HEADER, "true");
        return reply.code(result.answer.status).send(result.answer.body);
      }
      if (result.tookOver) {
        request.log.warn({ idempotencyKey: key }, "Taking over an abandoned idempotent request");
      }
      request.idempotencyClaim = { userId: user.id, key };
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const status = reply.statusCode;
      let body: unknown = null;
      try {
        body = typeof payload === "string" ? JSON.parse(payload) : null;
      } catch {
        body = null;
      }
      try {
        if (body === null || isRetryableAnswer(status, body)) {
          await releaseKey(app.db, claim.userId, claim.key);
        } else {
          await completeKey(app.db, claim.userId, claim.key, { status, body }, app.now());
        }
      } catch (error) {
        // The answer still goes out; the claim lapses after the lease and a retry runs again.
        request.log.error({ err: error, idempotencyKey: claim.key }, "Storing the answer failed");
      }
      return payload;
    });
  },
  { name: "idempotency", dependencies: ["app-context", "auth"] },
);
