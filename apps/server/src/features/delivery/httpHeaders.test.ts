import { describe, expect, it } from "vitest";
import { contentDisposition, encodeRfc5987 } from "./contentDisposition";
import { cleanFileName } from "./fileName";
import { parseRange } from "./httpRange";

describe("parseRange", () => {
  const size = 1000;
  it.each([
    ["bytes=0-99", { kind: "partial", range: { start: 0, end: 99 } }],
    ["bytes=990-", { kind: "partial", range: { start: 990, end: 999 } }],
    ["bytes=-10", { kind: "partial", range: { start: 990, end: 999 } }],
    ["bytes=-5000", { kind: "partial", range: { start: 0, end: 999 } }],
    ["bytes=500-5000", { kind: "partial", range: { start: 500, end: 999 } }],
    [" bytes=1-1 ", { kind: "partial", range: { start: 1, end: 1 } }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=1000-2000", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    [undefined, { kind: "full" }],
    ["bytes=5-1", { kind: "full" }],
    ["bytes=0-1,5-6", { kind: "full" }],
    ["items=0-1", { kind: "full" }],
    ["bytes=-", { kind: "full" }],
    ["bytes=a-b", { kind: "full" }],
  ])("reads %s", (header, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it("has nothing to give from an empty file", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-1", 0)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("contentDisposition", () => {
  it("keeps a plain name as it is", () => {
    expect(contentDisposition("attachment", "site-photos.zip")).toBe(
      "attachment; filename=\"site-photos.zip\"; filename*=UTF-8''site-photos.zip",
    );
  });

  it("encodes accents, quotes, percent signs and apostrophes, and can't be broken out of", () => {
    const header = contentDisposition("inline", 'Roof "north" 100% l\'été\r\nX-Evil: 1.jpg');
    expect(header).toBe(
      "inline; filename=\"Roof _north_ 100_ l'_t___X-Evil: 1.jpg\"; filename*=UTF-8''Roof%20%22north%22%20100%25%20l%27%C3%A9t%C3%A9%0D%0AX-Evil%3A%201.jpg",
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("percent-encodes everything outside RFC 5987 attr-char", () => {
    expect(encodeRfc5987("a(b)*c'd!e~f")).toBe("a%28b%29%2Ac%27d!e~f");
  });
});

describe("cleanFileName", () => {
  it("keeps only the last path segment", () => {
    expect(cleanFileName("C:\\Users\\pat\\DJI_0001.JPG")).toBe("DJI_0001.JPG");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
  });

  it("drops control and direction-override characters", () => {
    expect(cleanFileName("photo\u202Egpj.exe")).toBe("photogpj.exe");
    expect(cleanFileName("a\u0000b\nc.jpg")).toBe("abc.jpg");
  });

  it("names a nameless file", () => {
    expect(cleanFileName(undefined)).toBe("file");
    expect(cleanFileName("  ")).toBe("file");
    expect(cleanFileName("..")).toBe("file");
  });

  it("shortens long names keeping the extension", () => {
    const name = cleanFileName(`${"é".repeat(300)}.tiff`);
    expect([...name]).toHaveLength(255);
    expect(name.endsWith("é.tiff")).toBe(true);
  });
});
