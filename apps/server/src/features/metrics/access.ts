import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

const LOOPBACK = [/^127\./, /^::1$/, /^::ffff:127\./];

/**
 * Who may read /metrics: Prometheus with METRICS_TOKEN as its bearer token; with no token
 * configured, only this machine (a scraper or a curl on the host). `ip` is the client address
 * after TRUST_PROXY, so a request relayed by a proxy counts as the client, not the proxy.
 */
export function mayReadMetrics(
  token: string | null,
  authorization: string | undefined,
  ip: string,
): boolean {
  if (token) {
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, "") ?? "");
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return isIP(ip) !== 0 && LOOPBACK.some((pattern) => pattern.test(ip));
}
