import {
  MAX_QUERY_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from "../constants/queryDefaults";

/** Queries retry up to 3 times, never on a 4xx answer (spec section 9). */
export function shouldRetryQuery(failureCount: number, status: number | undefined): boolean {
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Delay doubles from 1 s and is capped at 30 s (spec section 9). */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}
