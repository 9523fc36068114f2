import { ApiError } from "@/lib/api";

/**
 * A 400's `details` (`[{ path: "body.budget", message }]`) as messages per top-level field, so
 * a form shows the server's word under the field it concerns. Only fields in `fields` are
 * returned; the rest stay in the error's summary message.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const known = new Set(fields);
  const result: Record<string, string> = {};
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== "object" || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof message !== "string") continue;
    const field = fieldOf(path);
    if (known.has(field) && !(field in result)) result[field] = message;
  }
  return result;
}

/** "body.budget", "budget", ["body", "budget"] → "budget". */
function fieldOf(path: unknown): string {
  const parts = Array.isArray(path)
    ? path.map(String)
    : typeof path === "string"
      ? path.split(/[./]/).filter(Boolean)
      : [];
  return (parts[0] === "body" ? parts[1] : parts[0]) ?? "";
}
