import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, JOB_STATUSES } from "../constants/statuses";
import {
  ACTORS,
  APPLICATION_EVENTS,
  JOB_EVENTS,
  allowedApplicationEvents,
  allowedJobEvents,
  jobEventSources,
  nextApplicationStatus,
  nextJobStatus,
  transitionRefusedMessage,
} from "./jobLifecycle";

// The expected lifecycle written out by hand, "from event actor -> to". Every other
// combination of status, event and actor must be refused.
const EXPECTED_JOB = new Map(
  [
    "open hire client -> assigned",
    "open cancel client -> cancelled",
    "assigned cancel client -> cancelled",
    "assigned start pilot -> in_progress",
    "in_progress deliver pilot -> ready_for_review",
    "ready_for_review approve client -> completed",
    "ready_for_review approve system -> completed",
    "ready_for_review request_changes client -> in_progress",
    "in_progress dispute client -> disputed",
    "in_progress dispute pilot -> disputed",
    "ready_for_review dispute client -> disputed",
    "ready_for_review dispute pilot -> disputed",
    "disputed resolve_with_payout admin -> completed",
    "disputed resolve_with_refund admin -> cancelled",
  ].map((line) => line.split(" -> ") as [string, string]),
);

const EXPECTED_APPLICATION = new Map(
  [
    "pending edit pilot -> pending",
    "pending withdraw pilot -> withdrawn",
    "pending counter client -> pending",
    "pending accept_counter pilot -> pending",
    "pending decline_counter pilot -> pending",
    "pending accept client -> accepted",
    "pending reject client -> rejected",
    "pending reject system -> rejected",
  ].map((line) => line.split(" -> ") as [string, string]),
);

const combos = <S extends string, E extends string>(statuses: readonly S[], events: readonly E[]) =>
  statuses.flatMap((from) =>
    events.flatMap((event) => ACTORS.map((actor) => ({ from, event, actor }))),
  );

describe("job lifecycle table", () => {
  it.each(combos(JOB_STATUSES, JOB_EVENTS))(
    "job $from --$event--> by $actor",
    ({ from, event, actor }) => {
      const expected = EXPECTED_JOB.get(`${from} ${event} ${actor}`) ?? null;
      expect(nextJobStatus(from, event, actor)).toBe(expected);
    },
  );

  it("has no way out of completed or cancelled", () => {
    for (const actor of ACTORS) {
      expect(allowedJobEvents("completed", actor)).toEqual([]);
      expect(allowedJobEvents("cancelled", actor)).toEqual([]);
    }
  });

  it("offers each side only its own buttons", () => {
    expect(allowedJobEvents("open", "client")).toEqual(["hire", "cancel"]);
    expect(allowedJobEvents("open", "pilot")).toEqual([]);
    expect(allowedJobEvents("assigned", "pilot")).toEqual(["start"]);
    expect(allowedJobEvents("ready_for_review", "client")).toEqual([
      "approve",
      "request_changes",
      "dispute",
    ]);
  });

  it("lists where an event may start, for conditional updates", () => {
    expect(jobEventSources("cancel")).toEqual(["open", "assigned"]);
    expect(jobEventSources("dispute")).toEqual(["in_progress", "ready_for_review"]);
  });
});

describe("application lifecycle table", () => {
  it.each(combos(APPLICATION_STATUSES, APPLICATION_EVENTS))(
    "application $from --$event--> by $actor",
    ({ from, event, actor }) => {
      const expected = EXPECTED_APPLICATION.get(`${from} ${event} ${actor}`) ?? null;
      expect(nextApplicationStatus(from, event, actor)).toBe(expected);
    },
  );

  it("freezes decided applications", () => {
    for (const status of ["accepted", "rejected", "withdrawn"] as const) {
      for (const actor of ACTORS) expect(allowedApplicationEvents(status, actor)).toEqual([]);
    }
  });
});

describe("refusal message", () => {
  it("names the status and the action in words", () => {
    expect(transitionRefusedMessage("job", "in_progress", "cancel")).toBe(
      "This job is in progress: it can't be cancelled now.",
    );
    expect(transitionRefusedMessage("application", "withdrawn", "accept")).toBe(
      "This application is withdrawn: it can't be accepted now.",
    );
  });
});
