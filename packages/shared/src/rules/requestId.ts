import { REQUEST_ID_PREFIX } from "../constants/product";

/** Per-request id: prefix, time and a random string (spec section 7). */
export function makeRequestId(
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const rand = random().toString(36).slice(2, 11).padEnd(9, "0");
  return `${REQUEST_ID_PREFIX}-${now.toString(36)}-${rand}`;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

/** A client-sent id is reused only when it is short and harmless to log. */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === "string" && REQUEST_ID_PATTERN.test(value);
}
