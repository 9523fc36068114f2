import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escapeHtml";

describe("escapeHtml", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;",
    );
  });

  it("leaves ordinary text alone", () => {
    expect(escapeHtml("Austin, TX")).toBe("Austin, TX");
    expect(escapeHtml("")).toBe("");
  });

  it("escapes an ampersand once, so existing entities are shown as typed", () => {
    expect(escapeHtml("Film &amp; TV")).toBe("Film &amp;amp; TV");
  });

  it("neutralises a script or event-handler injection", () => {
    const html = escapeHtml(`<img src=x onerror="alert(1)">`);
    expect(html).not.toContain("<");
    expect(html).not.toContain('"');
  });
});
