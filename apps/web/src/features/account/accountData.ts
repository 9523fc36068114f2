import { makeRequestId, REQUEST_ID_HEADER, type AccountDeletionCheck } from "@skyhire/shared";
import { onlineManager, useQuery } from "@tanstack/react-query";
import { OfflineError, toApiError } from "@/lib/api";

export const ACCOUNT_EXPORT_URL = "/api/account/export";
export const ACCOUNT_DELETION_URL = "/api/account/deletion";

/** GET /api/account/deletion: whether the account can be deleted now, and why not. */
export function useDeletionCheck() {
  return useQuery<AccountDeletionCheck>({ queryKey: [ACCOUNT_DELETION_URL] });
}

/** The file name the server gave the attachment, or a dated fallback. */
export function attachmentName(disposition: string | null, now: Date = new Date()): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? `skyhire-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Downloads GET /api/account/export as a file. Fetched rather than linked so that a refusal
 * (too many downloads, signed out) shows as a message instead of a saved error page.
 */
export async function downloadAccountData(): Promise<void> {
  if (!onlineManager.isOnline()) throw new OfflineError();
  const res = await fetch(ACCOUNT_EXPORT_URL, {
    credentials: "same-origin",
    headers: { Accept: "application/json", [REQUEST_ID_HEADER]: makeRequestId() },
  });
  if (!res.ok) throw await toApiError(res);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = attachmentName(res.headers.get("content-disposition"));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
