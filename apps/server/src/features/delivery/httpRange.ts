import type { ByteRange } from "../storage/storage";

export type RangeAnswer =
  { kind: "full" } | { kind: "partial"; range: ByteRange } | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a Range header (RFC 9110 section 14) for a file of `size` bytes. One range is served
 * as 206: `a-b`, `a-` or the last `n` bytes `-n`, clipped to the file; a range starting past
 * the end is 416. Anything else (no header, another unit, several ranges, a malformed or
 * backwards range) gets the whole file, which the RFC allows a server to send instead.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: "full" };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };

  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) {
    return { kind: "full" };
  }
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", range: { start, end: Math.min(end, size - 1) } };
}
