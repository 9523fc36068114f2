/** A spreadsheet cell: quoted, and never read as a formula (CSV injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows of cells as one CSV document: every cell quoted, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Cents as dollars with two decimals, as spreadsheets read them. */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/** `attachment; filename="skyhire-<what>-<YYYY-MM-DD>.<ext>"` for a download made at `now`. */
export function attachmentDisposition(what: string, ext: string, now: Date): string {
  return `attachment; filename="skyhire-${what}-${now.toISOString().slice(0, 10)}.${ext}"`;
}
