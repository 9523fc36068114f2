import { makeRequestId, REQUEST_ID_HEADER } from "@skyhire/shared";
import { onlineManager, type QueryFunction } from "@tanstack/react-query";

/** A failed API call, carrying everything spec section 8 says the error must hold. */
export class ApiError extends Error {
  readonly status: number;
  readonly requestId: string | undefined;
  readonly details: unknown;
  readonly userMessage: string;
  readonly body: unknown;

  constructor(init: {
    status: number;
    message: string;
    requestId?: string;
    details?: unknown;
    body?: unknown;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.requestId = init.requestId;
    this.details = init.details;
    this.userMessage = init.message;
    this.body = init.body;
  }
}

/** What a call made without a connection says, so a form never fails silently offline. */
export const OFFLINE_MESSAGE =
  "You're offline: nothing was sent. Try again when you're back online.";

/** A call that could not be made because the browser has no connection. */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_MESSAGE);
    this.name = "OfflineError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * Spec section 8: the first available of an error object's message, an error string or a
 * message field; otherwise "status statusText" (also when the body was not JSON).
 */
export function errorMessageFromBody(body: unknown, status: number, statusText: string): string {
  if (isRecord(body)) {
    const { error } = body;
    const fromBody =
      (isRecord(error) ? nonEmptyString(error.message) : undefined) ??
      nonEmptyString(error) ??
      nonEmptyString(body.message);
    if (fromBody) return fromBody;
  }
  return `${status} ${statusText}`.trim();
}

/** Spec section 7: where a response has a data field, that is used, otherwise the whole body. */
export function unwrapData<T = unknown>(body: unknown): T {
  if (isRecord(body) && "data" in body) return body.data as T;
  return body as T;
}

/** Reads a body as JSON when possible; `undefined` for an empty body, raw text otherwise. */
async function readBody(res: Response): Promise<{ body: unknown; isJson: boolean }> {
  const text = await res.text();
  if (text === "") return { body: undefined, isJson: false };
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

function detailsFromBody(body: unknown): unknown {
  if (!isRecord(body)) return undefined;
  if (body.details !== undefined) return body.details;
  return isRecord(body.error) ? body.error.details : undefined;
}

/** Turns a non-OK response into an ApiError following spec section 8. */
export async function toApiError(res: Response): Promise<ApiError> {
  const { body, isJson } = await readBody(res);
  const headerId = res.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const bodyId = isRecord(body) ? nonEmptyString(body.requestId) : undefined;
  return new ApiError({
    status: res.status,
    message: isJson
      ? errorMessageFromBody(body, res.status, res.statusText)
      : `${res.status} ${res.statusText}`.trim(),
    requestId: headerId ?? bodyId,
    details: detailsFromBody(body),
    body,
  });
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRequestOptions = {
  /** Extra headers, e.g. the Idempotency-Key that money-moving calls carry. */
  headers?: Record<string, string>;
};

/** Every call sends JSON, includes cookies and carries a fresh request id (spec section 7). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    [REQUEST_ID_HEADER]: makeRequestId(),
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  if (!onlineManager.isOnline()) throw new OfflineError();
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // The connection dropped before the browser's offline event arrived.
    if (typeof navigator !== "undefined" && navigator.onLine === false) throw new OfflineError();
    throw error;
  }

  if (!res.ok) throw await toApiError(res);
  const { body: parsed } = await readBody(res);
  return unwrapData<T>(parsed);
}

/** Default query function: GET of the query key joined with "/" (spec section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiRequest("GET", queryKey.map(String).join("/"));
