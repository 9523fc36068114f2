import { describe, expect, it } from "vitest";
import { MALFORMED_TEXT_MESSAGE, NUL_TEXT_MESSAGE, storableText } from "./storableText";

describe("storableText", () => {
  it("keeps ordinary text, emoji and other scripts", () => {
    for (const value of ["", "Roof inspection", "Überflug 🚁 航拍", "tab\tand\nnewline"]) {
      expect(storableText().parse(value)).toBe(value);
    }
  });

  it("refuses NUL and lone surrogates with a message", () => {
    expect(storableText().safeParse("a\u0000b").error?.issues[0]?.message).toBe(NUL_TEXT_MESSAGE);
    for (const value of ["\uD800", "x\uDC00", "\uDBFFy"]) {
      expect(storableText().safeParse(value).error?.issues[0]?.message).toBe(
        MALFORMED_TEXT_MESSAGE,
      );
    }
  });

  it("still chains string checks", () => {
    expect(storableText().min(2).safeParse("a").success).toBe(false);
  });
});
