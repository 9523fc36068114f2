import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_KIND_GROUPS,
  channelSwitches,
  emailAllowed,
  notificationGroupOf,
} from "./notificationGroups";

describe("notification groups", () => {
  it("groups every listed kind into a known group", () => {
    for (const [kind, group] of Object.entries(NOTIFICATION_KIND_GROUPS)) {
      expect(NOTIFICATION_GROUPS, kind).toContain(group);
      expect(notificationGroupOf(kind)).toBe(group);
    }
  });

  it("groups a kind added later by its name, and anything else under account and safety", () => {
    expect(notificationGroupOf("flight_rescheduled")).toBe("flight_ops");
    expect(notificationGroupOf("reschedule_requested")).toBe("flight_ops");
    expect(notificationGroupOf("payout_delayed")).toBe("payments");
    expect(notificationGroupOf("dispute_evidence_added")).toBe("disputes");
    expect(notificationGroupOf("account_suspended")).toBe("account");
    expect(notificationGroupOf("report_resolved")).toBe("account");
    expect(notificationGroupOf("constructor")).toBe("account");
  });

  it("starts from the defaults and keeps what the user chose", () => {
    expect(channelSwitches({}, "hiring")).toEqual({ email: true, push: true });
    expect(channelSwitches({}, "messages")).toEqual({ email: true, push: false });
    expect(channelSwitches({ messages: { push: true } }, "messages").push).toBe(false);
    expect(channelSwitches({ reviews: { email: false } }, "reviews")).toEqual({
      email: false,
      push: true,
    });
  });

  it("holds every email while paused, until the pause ends", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const until = new Date("2026-06-04T12:00:00Z");
    expect(emailAllowed({}, until, "disputes", now)).toBe(false);
    expect(emailAllowed({}, until, "disputes", until)).toBe(true);
    expect(emailAllowed({ disputes: { email: false } }, null, "disputes", now)).toBe(false);
  });
});
