import { createHash } from "node:crypto";

/**
 * Where a file's thumbnail is kept in storage: a name derived from the file's id, shaped like the
 * names storage accepts, so every instance finds the same one without a column to record it, and
 * two instances making it at once write the same bytes to the same place.
 */
export function thumbnailStoredName(fileId: string): string {
  const hex = createHash("sha256").update(`thumbnail:v1:${fileId}`).digest("hex");
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join("-");
}
