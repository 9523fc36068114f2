/** The product name the spec refers to as "the product name". */
export const PRODUCT_NAME = "SkyHire";

/** Prefix of the per-request id header value: `${prefix}-${time}-${random}` (spec section 7). */
export const REQUEST_ID_HEADER = "x-request-id";
export const REQUEST_ID_PREFIX = "req";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PILOT_SEARCH_PREVIEW_LIMIT = 6;
