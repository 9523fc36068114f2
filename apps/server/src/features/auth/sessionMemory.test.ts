import { describe, expect, it } from "vitest";
import type { Session, User } from "../../db/schema";
import { SessionMemory } from "./sessionMemory";
import type { AuthContext } from "./sessions";

const NOW = Date.parse("2026-12-01T09:00:00Z");

function authOf(userId: string, sessionId = `${userId}-session`): AuthContext {
  return {
    user: { id: userId, firstName: "Ada" } as User,
    session: { id: sessionId, userId, lastSeenAt: new Date(NOW) } as Session,
  };
}

function listeningMemory(maxAgeMs = 5_000, limit?: number) {
  const memory = new SessionMemory(maxAgeMs, limit);
  memory.listening();
  return memory;
}

describe("SessionMemory", () => {
  it("answers a remembered session, each caller with a copy of its own", () => {
    const memory = listeningMemory();
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    const first = memory.recall("hash-a", NOW + 10);
    expect(first?.user.id).toBe("user-a");
    first!.user.firstName = "Changed by a request";
    expect(memory.recall("hash-a", NOW + 20)?.user.firstName).toBe("Ada");
  });

  it("remembers nothing before it listens, and forgets everything when it stops hearing", () => {
    const memory = new SessionMemory(5_000);
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    expect(memory.recall("hash-a", NOW)).toBeUndefined();

    memory.listening();
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    expect(memory.recall("hash-a", NOW)).toBeDefined();
    memory.deaf();
    expect(memory.recall("hash-a", NOW)).toBeUndefined();
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    expect(memory.recall("hash-a", NOW)).toBeUndefined();
  });

  it("does not keep a lookup that a change overtook", () => {
    const memory = listeningMemory();
    const era = memory.era();
    // The lookup reads the row; meanwhile someone's change is announced.
    memory.forgetUser("someone-else");
    memory.remember("hash-a", authOf("user-a"), era, NOW);
    expect(memory.recall("hash-a", NOW)).toBeUndefined();
  });

  it("forgets the sessions of an announced user only", () => {
    const memory = listeningMemory();
    memory.remember("hash-a1", authOf("user-a", "s1"), memory.era(), NOW);
    memory.remember("hash-a2", authOf("user-a", "s2"), memory.era(), NOW);
    memory.remember("hash-b", authOf("user-b"), memory.era(), NOW);
    memory.forgetUser("user-a");
    expect(memory.recall("hash-a1", NOW)).toBeUndefined();
    expect(memory.recall("hash-a2", NOW)).toBeUndefined();
    expect(memory.recall("hash-b", NOW)?.user.id).toBe("user-b");
  });

  it("lets an entry go once it is maxAgeMs old, or when the clock went back", () => {
    const memory = listeningMemory(5_000);
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    expect(memory.recall("hash-a", NOW + 4_999)).toBeDefined();
    expect(memory.recall("hash-a", NOW + 5_000)).toBeUndefined();

    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    expect(memory.recall("hash-a", NOW - 1)).toBeUndefined();
  });

  it("keeps at most `limit` sessions, letting the least recently used go", () => {
    const memory = listeningMemory(5_000, 2);
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    memory.remember("hash-b", authOf("user-b"), memory.era(), NOW);
    memory.recall("hash-a", NOW); // a is now the more recent
    memory.remember("hash-c", authOf("user-c"), memory.era(), NOW);
    expect(memory.size).toBe(2);
    expect(memory.recall("hash-b", NOW)).toBeUndefined();
    expect(memory.recall("hash-a", NOW)).toBeDefined();
    expect(memory.recall("hash-c", NOW)).toBeDefined();
  });

  it("is off with a maximum age of 0", () => {
    const memory = listeningMemory(0);
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    expect(memory.recall("hash-a", NOW)).toBeUndefined();
  });

  it("carries a touched session's new last-seen time", () => {
    const memory = listeningMemory();
    memory.remember("hash-a", authOf("user-a"), memory.era(), NOW);
    const touchedAt = new Date(NOW + 61_000);
    memory.touched("hash-a", touchedAt);
    expect(memory.recall("hash-a", NOW + 1_000)?.session.lastSeenAt).toEqual(touchedAt);
  });
});
