import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetSavedData,
  isSavedQuery,
  keepEarlier,
  readSaved,
  saveDataFor,
  startSavedData,
} from "./savedData";

afterEach(() => {
  forgetSavedData();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("which answers are saved for offline reading", () => {
  it("the person's jobs, job details, conversations, notifications and who they are", () => {
    for (const key of [
      ["/api/auth/user"],
      ["/api/jobs/client"],
      ["/api/jobs/pilot"],
      ["/api/jobs", "j1"],
      ["/api/jobs/j1/delivery"],
      ["/api/conversations"],
      ["/api/conversations", "c1", "messages"],
      ["/api/notifications", { page: 1, pageSize: 20 }],
    ]) {
      expect(isSavedQuery({ queryKey: key }), JSON.stringify(key)).toBe(true);
    }
  });

  it("not public answers nor the job board's searches", () => {
    for (const key of [
      ["/api/jobs?lat=1&lng=2"],
      ["/api/pilots/search"],
      ["/api/auth/config"],
      ["/api/admin/ledger"],
      ["/api/payouts"],
    ]) {
      expect(isSavedQuery({ queryKey: key }), JSON.stringify(key)).toBe(false);
    }
  });
});

describe("saving per account", () => {
  it("saves the signed-in account's answers under its id, restores them offline, and forgets them at sign-out", () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    startSavedData(client);
    saveDataFor("user-1");
    client.setQueryData(["/api/jobs/client"], [{ id: "j1", title: "Roof survey" }]);
    client.setQueryData(["/api/pilots/search"], [{ id: "p1" }]);
    vi.advanceTimersByTime(1_000);

    expect(localStorage.getItem("skyhire-saved-account")).toBe("user-1");
    const saved = readSaved("user-1");
    expect(saved?.queries.map((q) => q.queryKey)).toEqual([["/api/jobs/client"]]);
    expect(readSaved("user-2")).toBeNull();

    // The page opens offline: the saved answers are back in a fresh cache.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const offline = new QueryClient();
    startSavedData(offline);
    expect(offline.getQueryData(["/api/jobs/client"])).toEqual([
      { id: "j1", title: "Roof survey" },
    ]);

    forgetSavedData();
    expect(localStorage.getItem("skyhire-saved:user-1")).toBeNull();
    expect(localStorage.getItem("skyhire-saved-account")).toBeNull();
    // Nothing more is written once signed out.
    client.setQueryData(["/api/jobs/client"], []);
    vi.advanceTimersByTime(1_000);
    expect(localStorage.length).toBe(0);
  });

  it("keeps an answer the cache has dropped, until it is a week old", () => {
    const now = Date.UTC(2026, 10, 25);
    const entry = (hash: string, at: number) =>
      ({
        queryHash: hash,
        queryKey: [hash],
        state: { dataUpdatedAt: at },
      }) as never;
    const current = { mutations: [], queries: [entry("a", now)] };
    const earlier = {
      mutations: [],
      queries: [entry("a", now - 5), entry("b", now - 1_000), entry("old", now - 8 * 86_400_000)],
    };
    expect(keepEarlier(current, earlier, now).map((q) => q.queryHash)).toEqual(["a", "b"]);
  });
});
