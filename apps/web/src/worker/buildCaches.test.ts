import { describe, expect, it } from "vitest";
import { buildIdOf, PRECACHE_PREFIX, staleCaches } from "./buildCaches";

const firstBuild = [
  { url: "index.html", revision: "a1" },
  { url: "assets/index-AAAA1111.js", revision: null },
];
const secondBuild = [
  { url: "index.html", revision: "b2" },
  { url: "assets/index-BBBB2222.js", revision: null },
];

describe("precaches per build", () => {
  it("names each build's cache after its manifest, the same for the same files", () => {
    expect(buildIdOf(firstBuild)).toBe(buildIdOf(structuredClone(firstBuild)));
    expect(buildIdOf(firstBuild)).not.toBe(buildIdOf(secondBuild));
    expect(buildIdOf(firstBuild)).toMatch(/^[0-9a-z]+$/);
  });

  it("a new build's worker removes the older builds' precaches, and only those", () => {
    const old = `${PRECACHE_PREFIX}-build-${buildIdOf(firstBuild)}`;
    const current = `${PRECACHE_PREFIX}-build-${buildIdOf(secondBuild)}`;
    const workboxDefault = "workbox-precache-v2-http://localhost:5000/";
    const unrelated = "some-other-cache";
    expect(staleCaches([old, current, workboxDefault, unrelated], current)).toEqual([
      old,
      workboxDefault,
    ]);
    expect(staleCaches([current], current)).toEqual([]);
  });
});
