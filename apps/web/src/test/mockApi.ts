import { vi } from "vitest";

export type ApiCall = { method: string; url: string; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/**
 * Replaces fetch with a router keyed by "METHOD /path" (no query string). Unknown calls answer
 * 404 so a forgotten route shows up as a failing expectation rather than a hang. Returns the
 * list of calls made, in order.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, url, body };
      calls.push(call);
      const handler = routes[`${method} ${url.split("?")[0]}`];
      return handler ? handler(call) : json({ message: "Not Found" }, 404);
    }),
  );
  return calls;
}
