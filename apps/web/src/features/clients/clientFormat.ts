import type { ClientSummary } from "@skyhire/shared";

/** A client is named by their company, else by the contact ("Cleo C."). */
export function clientTitle(client: Pick<ClientSummary, "companyName" | "contactName">): string {
  return client.companyName?.trim() || client.contactName;
}

/** "Austin, TX", or whichever part is known. */
export function clientPlace(client: Pick<ClientSummary, "city" | "state">): string | null {
  return [client.city, client.state].filter(Boolean).join(", ") || null;
}

/** "Member since Mar 2025" */
export function memberSinceText(iso: string): string {
  const date = new Date(iso);
  return `Member since ${date.toLocaleDateString("en-US", { month: "short", year: "numeric" })}`;
}
