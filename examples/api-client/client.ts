import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./openapi";

/**
 * A typed SkyHire client for a program (not a browser): `paths` is generated from the OpenAPI
 * document (`npm run api:types`), so a wrong path, parameter or body is a type error.
 *
 * Two things a browser would do on its own are done here:
 * - keep the session cookie that signing in sets, and send it back;
 * - send this server's Origin on state-changing requests (the CSRF guard refuses others).
 */
export function createSkyHireClient(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  let sessionCookie: string | undefined;

  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set("origin", origin);
      if (sessionCookie) request.headers.set("cookie", sessionCookie);
      return request;
    },
    onResponse({ response }) {
      for (const header of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = header.split(";");
        const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (/^(__Host-)?skyhire_session=/.test(pair)) sessionCookie = cleared ? undefined : pair;
      }
      return response;
    },
  };

  const client = createClient<paths>({ baseUrl });
  client.use(session);
  return client;
}

export type SkyHireClient = ReturnType<typeof createSkyHireClient>;

/** The `{ message, requestId }` every refusal carries, as an exception. */
export class SkyHireApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; requestId: string } | undefined,
  ) {
    super(`${status}: ${body?.message ?? "no body"} (request ${body?.requestId ?? "?"})`);
  }
}
