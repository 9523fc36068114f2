import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
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
  it("asks for a job's details on its page, and the conversation list on Messages", () => {
    expect(askedFor("/jobs/6f1c2a4e-0000-4000-8000-000000000001")).toEqual([
      ["/api/jobs", "6f1c2a4e-0000-4000-8000-000000000001"],
    ]);
    expect(askedFor("/messages/")).toEqual([["/api/conversations"]]);
  });

  it("asks for nothing elsewhere, nor for a job's sub-pages", () => {
    expect(askedFor("/dashboard")).toEqual([]);
    expect(askedFor("/jobs")).toEqual([]);
    expect(askedFor("/jobs/abc/edit")).toEqual([]);
  });
});
