import { describe, expect, it } from "vitest";
import { invalidatePilotSearchCaches, ResponseCache } from "./responseCache";

function counter() {
  let calls = 0;
  return {
    load: (value: string) => async () => {
      calls++;
      return value;
    },
    get calls() {
      return calls;
    },
  };
}

describe("ResponseCache", () => {
  it("answers repeats from memory while fresh, then refreshes in the background", async () => {
    let now = 0;
    const cache = new ResponseCache<string>(10_000, 10, () => now);
    const c = counter();
    expect(await cache.get("a", c.load("first"))).toBe("first");
    now = 9_999;
    expect(await cache.get("a", c.load("second"))).toBe("first");
    expect(c.calls).toBe(1);
    // Stale: still answered at once, while one refresh runs.
    now = 10_000;
    let release = () => {};
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve("third");
      });
    expect(await cache.get("a", slow)).toBe("first");
    expect(await cache.get("a", c.load("fourth"))).toBe("first");
    expect(c.calls).toBe(1); // one refresh at a time
    release();
    await new Promise((r) => setImmediate(r));
    expect(await cache.get("a", c.load("fifth"))).toBe("third");
    // Past twice the TTL without a refresh, the answer is loaded again before answering.
    now = 40_000;
    expect(await cache.get("a", c.load("sixth"))).toBe("sixth");
    expect(c.calls).toBe(2);
  });

  it("shares one load between concurrent identical requests", async () => {
    const cache = new ResponseCache<string>(10_000, 10, () => 0);
    const c = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("a", c.load("x"))));
    expect(answers).toEqual(["x", "x", "x"]);
    expect(c.calls).toBe(1);
  });

  it("does not keep failures", async () => {
    const cache = new ResponseCache<string>(10_000, 10, () => 0);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "ok")).toBe("ok");
  });

  it("is off with a TTL of 0, and forgets everything when invalidated", async () => {
    const off = new ResponseCache<string>(0, 10, () => 0);
    const c = counter();
    await off.get("a", c.load("x"));
    await off.get("a", c.load("x"));
    expect(c.calls).toBe(2);

    const cache = new ResponseCache<string>(10_000, 10, () => 0);
    await cache.get("a", async () => "old");
    invalidatePilotSearchCaches();
    expect(await cache.get("a", async () => "new")).toBe("new");
  });

  it("stays within its size", async () => {
    const cache = new ResponseCache<string>(10_000, 3, () => 0);
    for (const key of ["a", "b", "c", "d", "e"]) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get("e", async () => "reloaded")).toBe("e");
    expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
  });
});
