import { APPLICATION_STATUSES, JOB_STATUSES } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { applicantActions, hasAnyAction } from "./applicantActions";

describe("applicantActions", () => {
  it("offers hire, counter-offer and reject on a pending proposal of an open job", () => {
    expect(applicantActions({ status: "open" }, { status: "pending" })).toEqual({
      hire: true,
      reject: true,
      counter: true,
    });
  });

  it.each(APPLICATION_STATUSES.filter((s) => s !== "pending"))(
    "offers nothing on a %s proposal",
    (status) => {
      expect(hasAnyAction(applicantActions({ status: "open" }, { status }))).toBe(false);
    },
  );

  it.each(JOB_STATUSES.filter((s) => s !== "open"))(
    "offers nothing once the job is %s, even on a proposal still pending",
    (status) => {
      for (const application of APPLICATION_STATUSES) {
        expect(hasAnyAction(applicantActions({ status }, { status: application }))).toBe(false);
      }
    },
  );
});
