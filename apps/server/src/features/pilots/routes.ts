import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  coverageQuerySchema,
  coverageResponseSchema,
  pilotIdParamsSchema,
  pilotSearchQuerySchema,
  pilotSearchResponseSchema,
  publicPilotProfileSchema,
  type CoverageResponse,
  type PilotSearchResponse,
} from "@skyhire/shared";
import { pilotCoverage } from "./coverage";
import { getPublicPilotProfile } from "./profile";
import { ResponseCache } from "./responseCache";
import { searchPilots } from "./search";

/** Discovery: public pilot search, public profiles and the coverage map. No sign-in needed. */
export const pilotRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlMs = app.config.pilotSearchCacheSeconds * 1000;
  const now = () => app.now().getTime();
  const searches = new ResponseCache<PilotSearchResponse>(ttlMs, 2_000, now);
  const coverage = new ResponseCache<CoverageResponse>(ttlMs, 50, now);

  app.get(
    "/api/pilots/search",
    {
      schema: {
        tags: ["pilots"],
        security: [],
        summary: "Search pilots by location, service, budget and availability",
        querystring: pilotSearchQuerySchema,
        response: { 200: pilotSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    // Keyed by the validated query, so "real-estate" and "real_estate" share an entry.
    async (request) =>
      searches.get(JSON.stringify(request.query), () =>
        searchPilots(app.db, request.query, app.now()),
      ),
  );

  app.get(
    "/api/pilots/coverage",
    {
      schema: {
        tags: ["pilots"],
        security: [],
        summary: "Visible pilots grouped by base city, with the coverage map statistics",
        querystring: coverageQuerySchema,
        response: { 200: coverageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      coverage.get(String(request.query.limit ?? ""), () =>
        pilotCoverage(app.db, request.query.limit),
      ),
  );

  app.get(
    "/api/pilots/:id",
    {
      schema: {
        tags: ["pilots"],
        security: [],
        summary: "A pilot's public profile",
        params: pilotIdParamsSchema,
        response: { 200: publicPilotProfileSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getPublicPilotProfile(app.db, request.params.id, app.now()),
  );
};
