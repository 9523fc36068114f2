import { describe, expect, it } from "vitest";
import { jsonForScriptElement } from "./pageSession";

describe("jsonForScriptElement", () => {
  it("never lets a value close the script element, and parses back to the same value", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "a\u2028b\u2029c <!--" };
    const text = jsonForScriptElement(value);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
