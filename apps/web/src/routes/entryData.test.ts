import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { pilotProfileUrl } from "@/features/pilots/usePilotProfile";
import { prefetchEntryData } from "./entryData";

/** The keys a page's arrival asks for, through a query function that records them. */
function askedFor(path: string): QueryKey[] {
  const asked: QueryKey[] = [];
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => {
          asked.push(queryKey);
          return null;
        },
      },
    },
  });
  prefetchEntryData(queryClient, path);
  return asked;
}

describe("prefetchEntryData", () => {
  it("asks for a job's details on its page, the conversation list on Messages, a pilot's profile on theirs", () => {
    expect(askedFor("/jobs/6f1c2a4e-0000-4000-8000-000000000001")).toEqual([
      ["/api/jobs", "6f1c2a4e-0000-4000-8000-000000000001"],
    ]);
    expect(askedFor("/messages/")).toEqual([["/api/conversations"]]);
    // The key usePilotProfile reads, so the page finds the answer already on its way.
    expect(askedFor("/pilots/824628d8-a734-4f4c-946a-9bb748c1d1b0")).toEqual([
      [pilotProfileUrl("824628d8-a734-4f4c-946a-9bb748c1d1b0")],
    ]);
  });

  it("asks for nothing elsewhere, nor for a job's sub-pages", () => {
    expect(askedFor("/dashboard")).toEqual([]);
    expect(askedFor("/jobs")).toEqual([]);
    expect(askedFor("/jobs/abc/edit")).toEqual([]);
    expect(askedFor("/pilots")).toEqual([]);
  });
});
