import { REQUEST_ID_HEADER } from "@skyhire/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "./api";
import { createQueryClient, logMutationError } from "./queryClient";

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;
let fetchMock: FetchMock;

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
    ...init,
  });
}

/** Calls apiRequest and returns the ApiError it must throw. */
async function failure(res: Response): Promise<ApiError> {
  fetchMock.mockResolvedValueOnce(res);
  const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("apiRequest: what it sends", () => {
  it("sends JSON with cookies and a per-request id header", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }));
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "pw" });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(url).toBe("/api/auth/login");
    expect(init!.method).toBe("POST");
    expect(init!.credentials).toBe("include");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers[REQUEST_ID_HEADER]).toMatch(/^req-[0-9a-z]+-[0-9a-z]{9}$/);
    expect(JSON.parse(init!.body as string)).toEqual({ email: "a@b.co", password: "pw" });
  });

  it("sends no body or content type for a GET and a new id on every call", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await apiRequest("GET", "/api/a");
    await apiRequest("GET", "/api/a");

    const [first, second] = fetchMock.mock.calls.map(
      ([, init]) => init!.headers as Record<string, string>,
    );
    expect(fetchMock.mock.calls[0]![1]!.body).toBeUndefined();
    expect(first!["Content-Type"]).toBeUndefined();
    expect(first![REQUEST_ID_HEADER]).not.toBe(second![REQUEST_ID_HEADER]);
  });
});

describe("apiRequest: success bodies", () => {
  it("uses the data field when present", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { id: 7 }, meta: 1 }));
    await expect(apiRequest("GET", "/api/x")).resolves.toEqual({ id: 7 });
  });

  it("uses the whole body when there is no data field", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 7 }));
    await expect(apiRequest("GET", "/api/x")).resolves.toEqual({ id: 7 });
  });

  it("keeps a falsy data field rather than falling back to the body", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: null }));
    await expect(apiRequest("GET", "/api/x")).resolves.toBeNull();
  });

  it("returns undefined for an empty 204 body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest("DELETE", "/api/x")).resolves.toBeUndefined();
  });
});

describe("apiRequest: error message rules (spec section 8)", () => {
  it("prefers the error object's message", async () => {
    const err = await failure(
      jsonResponse(
        { error: { message: "From error object" }, message: "From message field" },
        { status: 400, statusText: "Bad Request" },
      ),
    );
    expect(err.message).toBe("From error object");
    expect(err.userMessage).toBe("From error object");
  });

  it("then an error string", async () => {
    const err = await failure(
      jsonResponse({ error: "From error string", message: "From message field" }, { status: 409 }),
    );
    expect(err.message).toBe("From error string");
  });

  it("then the message field", async () => {
    const err = await failure(
      jsonResponse({ message: "Invalid credentials", requestId: "req-body" }, { status: 401 }),
    );
    expect(err.message).toBe("Invalid credentials");
  });

  it("falls back to status and status text for a JSON body without a message", async () => {
    const err = await failure(
      jsonResponse({ error: { code: 1 } }, { status: 500, statusText: "Internal Server Error" }),
    );
    expect(err.message).toBe("500 Internal Server Error");
  });

  it("falls back to status and status text when the body is not JSON", async () => {
    const err = await failure(
      new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    expect(err.message).toBe("502 Bad Gateway");
    expect(err.body).toBe("<html>Bad gateway</html>");
  });
});

describe("apiRequest: error fields", () => {
  it("carries status, request id from the header, details and the full body", async () => {
    const body = { message: "Validation failed", requestId: "req-body", details: { field: "x" } };
    const err = await failure(
      jsonResponse(body, {
        status: 422,
        statusText: "Unprocessable Entity",
        headers: { "content-type": "application/json", [REQUEST_ID_HEADER]: "req-header-1" },
      }),
    );
    expect(err.status).toBe(422);
    expect(err.requestId).toBe("req-header-1");
    expect(err.details).toEqual({ field: "x" });
    expect(err.body).toEqual(body);
    expect(err.userMessage).toBe("Validation failed");
  });

  it("falls back to the body's request id when the header is missing", async () => {
    const err = await failure(
      jsonResponse({ message: "x", requestId: "req-body" }, { status: 500 }),
    );
    expect(err.requestId).toBe("req-body");
  });
});

describe("defaultQueryFn", () => {
  it("GETs the query key joined with '/'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: [1, 2] }));
    const client = createQueryClient();
    const result = await client.fetchQuery({ queryKey: ["/api/jobs", 42] });

    expect(fetchMock.mock.calls[0]![0]).toBe("/api/jobs/42");
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("GET");
    expect(result).toEqual([1, 2]);
  });
});

describe("query client defaults (spec section 9)", () => {
  it("caches for 5 minutes, never refetches on focus or interval and never retries a 4xx", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries!.staleTime).toBe(5 * 60 * 1000);
    expect(queries!.refetchOnWindowFocus).toBe(false);
    expect(queries!.refetchInterval).toBe(false);
    expect(mutations!.retry).toBe(false);

    const retry = queries!.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError({ status: 404, message: "x" }))).toBe(false);
    expect(retry(0, new ApiError({ status: 503, message: "x" }))).toBe(true);
    expect(retry(3, new ApiError({ status: 503, message: "x" }))).toBe(false);
    expect(retry(0, new TypeError("Failed to fetch"))).toBe(true);

    const delay = queries!.retryDelay as (n: number) => number;
    expect([0, 1, 5].map(delay)).toEqual([1000, 2000, 30000]);
  });

  it("logs mutation failures, and that authentication is required on a 401", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logMutationError(new ApiError({ status: 500, message: "boom" }));
    expect(log).toHaveBeenCalledTimes(1);

    log.mockClear();
    logMutationError(new ApiError({ status: 401, message: "nope" }));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]!.join(" ")).toMatch(/authentication required/i);
  });
});
