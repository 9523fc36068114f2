/**
 * Content-Disposition with the original file name (RFC 6266): an ASCII `filename` for old
 * clients and `filename*` in UTF-8 (RFC 5987 encoding) that browsers prefer, so "Été à
 * Québec.jpg" downloads under its own name and no quote or CR/LF can break the header.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char set. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
