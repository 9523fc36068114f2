/** The Vite dev servers; the API (and its socket) runs on port 5000 beside them (spec 6/7). */
const DEV_PAGE_PORTS = new Set(["5173", "5174"]);
export const DEV_API_PORT = "5000";

/** The /ws address for a page: same host, ws or wss as the page, port 5000 in development. */
export function realtimeUrl(location: Pick<Location, "protocol" | "hostname" | "port" | "host">) {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  const host = DEV_PAGE_PORTS.has(location.port)
    ? `${location.hostname}:${DEV_API_PORT}`
    : location.host;
  return `${protocol}//${host}/ws`;
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Wait before reconnect attempt `attempt` (0 first): doubling from 1 s to 30 s, with "full
 * jitter" so a restarted server is not hit by every tab in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
