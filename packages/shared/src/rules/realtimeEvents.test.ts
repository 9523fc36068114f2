import { describe, expect, it } from "vitest";
import { readRealtimeEvent, REALTIME_EVENT_TYPES } from "./realtimeEvents";

describe("readRealtimeEvent: the /ws channel's frames", () => {
  it("reads every event type the server sends, with its ids", () => {
    for (const type of REALTIME_EVENT_TYPES) {
      expect(readRealtimeEvent({ type })).toEqual({ type });
    }
    expect(readRealtimeEvent({ type: "message", conversationId: "c1" })).toEqual({
      type: "message",
      conversationId: "c1",
    });
    expect(readRealtimeEvent({ type: "job", jobId: "j1" })).toEqual({ type: "job", jobId: "j1" });
    expect(readRealtimeEvent({ type: "account_suspended", reason: "Fraud" })).toEqual({
      type: "account_suspended",
      reason: "Fraud",
    });
  });

  it("drops fields this version does not know, as a newer server may send more", () => {
    expect(readRealtimeEvent({ type: "read", conversationId: "c1", seq: 4 })).toEqual({
      type: "read",
      conversationId: "c1",
    });
  });

  it("refuses anything else: unknown types, ids of the wrong kind, non-objects", () => {
    for (const frame of [
      { type: "party" },
      { type: 1 },
      {},
      { type: "message", conversationId: 12 },
      { type: "job", jobId: null },
      { type: "account_suspended", reason: ["x"] },
      null,
      "message",
      ["message"],
      42,
    ]) {
      expect(readRealtimeEvent(frame)).toBeNull();
    }
  });
});
