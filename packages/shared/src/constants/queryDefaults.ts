/** Data freshness and retry rules of spec section 9. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const USER_STALE_TIME_MS = 5 * 60 * 1000;
export const CONFIG_STALE_TIME_MS = 10 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Toast constants of spec section 9. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = "F8";
