import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterQueriesSettle } from "./afterQueriesSettle";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A query whose answer arrives when the test says so. */
function slowQuery(queryClient: QueryClient, key: string) {
  let answer!: (value: string) => void;
  void queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return (value: string) => answer(value);
}

describe("work that waits for the page's data", () => {
  it("starts once every query has settled and stayed quiet", async () => {
    const queryClient = new QueryClient();
    const start = vi.fn();
    const answerJob = slowQuery(queryClient, "/api/jobs/1");
    afterQueriesSettle(queryClient, start, { quietMs: 500, maxMs: 10_000 });

    await vi.advanceTimersByTimeAsync(2_000);
    expect(start).not.toHaveBeenCalled();

    answerJob("job");
    // A part's data asked for right after the first answer keeps it waiting.
    await vi.advanceTimersByTimeAsync(100);
    const answerLogs = slowQuery(queryClient, "/api/jobs/1/flight-logs");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(start).not.toHaveBeenCalled();

    answerLogs("logs");
    await vi.advanceTimersByTimeAsync(499);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);

    // Once: later requests do not start it again.
    slowQuery(queryClient, "/api/notifications")("none");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts after the longest wait even while a request never ends", async () => {
    const queryClient = new QueryClient();
    const start = vi.fn();
    slowQuery(queryClient, "/api/stuck");
    afterQueriesSettle(queryClient, start, { quietMs: 500, maxMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
