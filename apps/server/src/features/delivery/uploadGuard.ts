import type { FastifyRequest } from "fastify";
import { HttpError } from "../../plugins/errors";
import { comesFromOwnOrigin, CROSS_SITE_MESSAGE } from "../../plugins/sameOrigin";

/**
 * The same-origin rule of plugins/sameOrigin.ts for the one route that must take a
 * multipart/form-data body. That plugin also insists on JSON bodies, because a plain HTML form
 * on another site can POST multipart; the Origin check alone already stops such a form here
 * (browsers always send Origin on cross-site POSTs, and Sec-Fetch-Site where they withhold it).
 * The upload route opts out of the plugin with `allowCrossSite` and runs this instead.
 */
export async function requireSameOriginUpload(request: FastifyRequest): Promise<void> {
  if (!comesFromOwnOrigin(request)) {
    request.log.warn(
      { origin: request.headers.origin, secFetchSite: request.headers["sec-fetch-site"] },
      "Refused cross-site upload",
    );
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  }
}
