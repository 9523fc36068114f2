import { describe, expect, it } from "vitest";
import { clientActions, pilotActions } from "./jobActions";

const pending = { status: "pending" as const, counter: null };

describe("what a pilot may do on a job page", () => {
  it("applies only to an open job they have not applied to", () => {
    expect(pilotActions({ status: "open" }, null).apply).toBe(true);
    expect(pilotActions({ status: "assigned" }, null).apply).toBe(false);
    expect(pilotActions({ status: "open" }, pending).apply).toBe(false);
  });

  it("edits and withdraws a pending application on an open job", () => {
    expect(pilotActions({ status: "open" }, pending)).toEqual({
      apply: false,
      edit: true,
      withdraw: true,
      answerCounter: false,
    });
  });

  it("answers a counter-offer only while it is pending", () => {
    const countered = (status: "pending" | "accepted" | "declined") => ({
      ...pending,
      counter: { status },
    });
    expect(pilotActions({ status: "open" }, countered("pending")).answerCounter).toBe(true);
    expect(pilotActions({ status: "open" }, countered("declined")).answerCounter).toBe(false);
  });

  it("offers nothing on applications that are no longer pending", () => {
    for (const status of ["accepted", "rejected", "withdrawn"] as const) {
      expect(pilotActions({ status: "open" }, { status, counter: null })).toEqual({
        apply: false,
        edit: false,
        withdraw: false,
        answerCounter: false,
      });
    }
  });

  it("offers nothing once the job has left open", () => {
    expect(pilotActions({ status: "cancelled" }, pending)).toMatchObject({
      edit: false,
      withdraw: false,
    });
  });
});

describe("what the client may do with their job", () => {
  it("edits while open and cancels where the lifecycle allows it", () => {
    expect(clientActions({ status: "open" })).toEqual({ edit: true, cancel: true });
    expect(clientActions({ status: "assigned" })).toEqual({ edit: false, cancel: true });
    for (const status of ["in_progress", "ready_for_review", "completed", "cancelled"] as const) {
      expect(clientActions({ status })).toEqual({ edit: false, cancel: false });
    }
  });
});
