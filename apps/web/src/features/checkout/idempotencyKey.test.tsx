import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "@/lib/api";
import { json } from "@/test/mockApi";
import { attemptKey, finishAttempt, IDEMPOTENCY_HEADER, isUnsettled } from "./idempotencyKey";
import { useIdempotentMutation } from "./useIdempotentMutation";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    size: () => map.size,
  };
}

describe("attemptKey", () => {
  it("reuses the key when the same request is sent again, until the attempt finishes", () => {
    const storage = memoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    expect(attemptKey(storage, "checkout:1", "card 4242", make)).toBe("key-1");
    expect(attemptKey(storage, "checkout:1", "card 4242", make)).toBe("key-1");
    finishAttempt(storage, "checkout:1");
    expect(attemptKey(storage, "checkout:1", "card 4242", make)).toBe("key-2");
  });

  it("makes a new key for a different request or another scope", () => {
    const storage = memoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    expect(attemptKey(storage, "checkout:1", "card 0002", make)).toBe("key-1");
    expect(attemptKey(storage, "checkout:1", "card 4242", make)).toBe("key-2");
    expect(attemptKey(storage, "checkout:2", "card 4242", make)).toBe("key-3");
  });

  it("treats a damaged stored entry as a new attempt", () => {
    const storage = memoryStorage();
    storage.setItem("skyhire:idempotency:x", "{not json");
    expect(attemptKey(storage, "x", "f", () => "fresh")).toBe("fresh");
  });
});

describe("isUnsettled", () => {
  it("keeps the key after no answer, a server error or a rate limit; not after other refusals", () => {
    expect(isUnsettled(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnsettled(new ApiError({ status: 503, message: "down" }))).toBe(true);
    expect(isUnsettled(new ApiError({ status: 429, message: "slow down" }))).toBe(true);
    expect(isUnsettled(new ApiError({ status: 402, message: "declined" }))).toBe(false);
    expect(isUnsettled(new ApiError({ status: 409, message: "refused" }))).toBe(false);
    const running = "A request with this key is still in progress";
    expect(isUnsettled(new ApiError({ status: 409, message: running }))).toBe(true);
    const processing = { status: 402, message: "Try again", details: { retryable: true } };
    expect(isUnsettled(new ApiError(processing))).toBe(true);
  });
});

describe("useIdempotentMutation", () => {
  afterEach(() => vi.unstubAllGlobals());

  function setup(responses: Array<() => Response | Promise<Response>>) {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]!);
        const next = responses.shift();
        if (!next) throw new Error("no more responses");
        return next();
      }),
    );
    const storage = memoryStorage();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useIdempotentMutation({
          scope: "checkout:abc",
          fingerprint: (input: { last4: string }) => input.last4,
          run: (input, headers) => apiRequest("POST", "/api/pay", input, { headers }),
          storage,
        }),
      { wrapper },
    );
    return { sent, result, storage };
  }

  const attempt = async (
    result: { current: { mutateAsync: (i: { last4: string }) => Promise<unknown> } },
    last4: string,
  ) => {
    await act(async () => {
      await result.current.mutateAsync({ last4 }).catch(() => undefined);
    });
  };

  it("sends the same key when retrying after a lost answer, a server error or a retryable failure", async () => {
    const { sent, result, storage } = setup([
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json({ message: "Payment provider unavailable" }, 503),
      () => json({ message: "Processing error", details: { retryable: true } }, 402),
      () => json({ data: { status: "paid" } }),
    ]);
    await attempt(result, "4242");
    await attempt(result, "4242");
    await attempt(result, "4242");
    await attempt(result, "4242");
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Success settles the attempt: nothing is kept.
    expect(storage.size()).toBe(0);
  });

  it("starts a new attempt after a final answer (a decline) and for another card", async () => {
    const { sent, result } = setup([
      () => json({ message: "Your card was declined." }, 402),
      () => json({ message: "Your card was declined." }, 402),
      () => json({ data: { status: "paid" } }),
    ]);
    await attempt(result, "0002");
    await attempt(result, "0002");
    await attempt(result, "4242");
    expect(new Set(sent).size).toBe(3);
  });
});
