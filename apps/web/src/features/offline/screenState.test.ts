import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { offlineScreenState, savedTimeLabel } from "./screenState";

/** A cache where `shown` queries have an observer (on screen) and the others do not. */
function cacheWith(setup: (client: QueryClient) => void, shown: string[]) {
  const client = new QueryClient();
  setup(client);
  for (const key of shown) {
    new QueryObserver(client, {
      queryKey: [key],
      queryFn: () => new Promise(() => {}),
      staleTime: Infinity,
    }).subscribe(() => {});
  }
  return client.getQueryCache().getAll();
}

afterEach(() => onlineManager.setOnline(true));

describe("offlineScreenState", () => {
  it("the oldest time of the data on screen, ignoring data of other screens", () => {
    const queries = cacheWith(
      (client) => {
        client.setQueryData(["/api/jobs/client"], [], { updatedAt: 2_000 });
        client.setQueryData(["/api/notifications"], [], { updatedAt: 1_000 });
        client.setQueryData(["/api/conversations"], [], { updatedAt: 500 });
      },
      ["/api/jobs/client", "/api/notifications"],
    );
    expect(offlineScreenState(queries)).toEqual({ needsConnection: false, savedAt: 1_000 });
  });

  it("a query on screen that never loaded and waits for the connection needs it", () => {
    onlineManager.setOnline(false);
    const queries = cacheWith(() => {}, ["/api/payouts"]);
    expect(offlineScreenState(queries)).toEqual({ needsConnection: true, savedAt: null });
  });
});

describe("savedTimeLabel", () => {
  it("gives the time today and the day before", () => {
    const now = new Date(2026, 10, 25, 15, 0).getTime();
    expect(savedTimeLabel(new Date(2026, 10, 25, 10, 42).getTime(), now)).toMatch(/10:42/);
    expect(savedTimeLabel(new Date(2026, 10, 24, 10, 42).getTime(), now)).toMatch(/Nov 24/);
  });
});
