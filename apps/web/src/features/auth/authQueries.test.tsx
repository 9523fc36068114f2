import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/queryClient";
import { fetchAuthConfig, fetchCurrentUser, USER_QUERY_KEY, userQueryOptions } from "./authQueries";
import { useAuth } from "./useAuth";
import { browser } from "@/lib/browser";
import { useLogout } from "./useLogout";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("current user query", () => {
  it("treats 401 as no user", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: "Unauthorized" }, { status: 401 }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/auth/user");
    expect(fetchMock.mock.calls[0]![1]!.credentials).toBe("include");
  });

  it("reports other failures as HTTP status: text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("oops", { status: 503, statusText: "Service Unavailable" }),
    );
    await expect(fetchCurrentUser()).rejects.toThrow("HTTP 503: Service Unavailable");
  });

  it("reads the session with or without a data wrapper", async () => {
    const session = { user: { firstName: "Ada" }, profile: { companyName: "Acme" } };
    fetchMock.mockResolvedValueOnce(json({ data: session }));
    await expect(fetchCurrentUser()).resolves.toEqual({ ...session, linkedAccounts: [] });
    fetchMock.mockResolvedValueOnce(json({ ...session, linkedAccounts: [{ provider: "google" }] }));
    await expect(fetchCurrentUser()).resolves.toMatchObject({
      linkedAccounts: [{ provider: "google" }],
    });
  });

  it("is cached for 5 minutes and never retried", () => {
    expect(userQueryOptions.staleTime).toBe(5 * 60 * 1000);
    expect(userQueryOptions.retry).toBe(false);
  });
});

describe("auth config query", () => {
  it("returns providers and reports failures as HTTP status: text", async () => {
    fetchMock.mockResolvedValueOnce(json({ providers: ["local", "google"], endpoints: {} }));
    await expect(fetchAuthConfig()).resolves.toEqual({
      providers: ["local", "google"],
      endpoints: {},
      features: {},
    });
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500, statusText: "Server Error" }));
    await expect(fetchAuthConfig()).rejects.toThrow("HTTP 500: Server Error");
  });
});

function wrapperFor(client = createQueryClient()) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, Wrapper };
}

describe("useAuth", () => {
  it("is signed out after a 401", async () => {
    fetchMock.mockResolvedValueOnce(json({}, { status: 401 }));
    const { Wrapper } = wrapperFor();
    const { result } = renderHook(() => useAuth(), { wrapper: Wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, hasProfile: false });
  });

  it("is signed in with a complete pilot profile", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ user: { userType: "pilot", canFly: true }, profile: { part107Number: "FA-9" } }),
    );
    const { Wrapper } = wrapperFor();
    const { result } = renderHook(() => useAuth(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.hasProfile).toBe(true);
  });
});

describe("useLogout", () => {
  it.each([
    ["succeeds", () => json({ ok: true })],
    ["fails", () => json({ message: "nope" }, { status: 500 })],
  ])("clears the cache and goes home when the call %s", async (_label, response) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const goTo = vi.spyOn(browser, "goTo").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(response());
    const { client, Wrapper } = wrapperFor();
    client.setQueryData(USER_QUERY_KEY, { user: {}, profile: null, linkedAccounts: [] });

    const { result } = renderHook(() => useLogout(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));

    expect(fetchMock.mock.calls[0]![0]).toBe("/api/auth/logout");
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("POST");
    expect(client.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    expect(goTo).toHaveBeenCalledWith("/");
  });
});
