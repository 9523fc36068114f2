import type { FastifyReply, FastifyRequest } from "fastify";
import { publicBaseUrl } from "../../plugins/origins";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_SUSPENDED_ERROR_CODE,
  apiErrorSchema,
  currentUserResponseSchema,
  linkAccountRequestSchema,
  OAUTH_PROVIDERS,
  type OAuthProvider,
} from "@skyhire/shared";
import type { OAuthFlow } from "../../db/schema";
import { requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { currentUserResponse } from "../auth/currentUser";
import { signIn } from "../auth/sessionCookie";
import { AccountSuspendedError } from "../moderation/accountGuard";
import { AUTH_RATE_LIMIT_WINDOW_MS } from "../rateLimit/authRateLimit";
import { hitRateLimit } from "../rateLimit/rateLimit";
import { assertNotLinked, linkIdentity, signInWithIdentity, unlinkProvider } from "./accounts";
import { clearFlowCookie, readFlowCookie, setFlowCookie } from "./flowCookie";
import {
  createFlow,
  recordFormPostResponse,
  startLinkFlow,
  takeFlow,
  type FlowMode,
} from "./flows";
import { identityFromClaims, OAuthFailure, parseAppleUser } from "./identity";
import { authorizationUrl, redeemAuthorizationResponse } from "./oidc";
import {
  isOAuthProvider,
  notConfiguredMessage,
  OAuthClients,
  PROVIDER_PROFILES,
} from "./providers";
import { redirectResponse } from "../../openapi/docOnly";

/** Where the browser lands after a provider round trip (read by the web app, spec section 2). */
export const OAUTH_REDIRECTS = {
  signInFailed: "/login?error=oauth_failed",
  /** A suspended account: the sign-in screen says so (the reason comes with a password try). */
  suspended: `/login?error=${ACCOUNT_SUSPENDED_ERROR_CODE}`,
  linkFailed: "/profile?link_error=oauth_failed",
  alreadyLinked: "/profile?link_error=already_linked",
  linked: (provider: OAuthProvider) => `/profile?linked=${provider}`,
  signedIn: (provider: OAuthProvider, isNewUser: boolean) =>
    `/?auth=success&provider=${provider}${isNewUser ? "&new_user=true" : ""}`,
};

const param = z.string().max(4096).optional();

const startQuerySchema = z.object({
  mode: z.enum(["signin", "link"]).optional(),
  /** The one-time id from POST /api/auth/link-account. */
  flow: z.string().max(100).optional(),
});

/** An authorization response (RFC 6749 4.1.2); other parameters providers add are ignored. */
const authorizationResponseSchema = z.object({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
});

/** Apple's form_post also carries `user` (name and email, first authorization only). */
const appleFormPostSchema = authorizationResponseSchema.extend({ user: param });

const linkAccountResponseSchema = z.object({
  /** Navigate the browser here to continue at the provider. */
  redirectUrl: z.string(),
});

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Google and Apple sign-in (OpenID Connect authorization code flow with PKCE, state and
 * nonce), account linking and unlinking.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = new OAuthClients(app.config.oauth);

  /** Every failure ends the same way for the browser; the log keeps the reason. */
  function fail(
    request: FastifyRequest,
    reply: FastifyReply,
    details: { provider: OAuthProvider; mode: FlowMode; reason: string; error?: unknown },
  ) {
    const { provider, mode, reason, error } = details;
    const expected = error === undefined || error instanceof OAuthFailure;
    request.log[expected ? "warn" : "error"](
      { provider, mode, reason, ...(expected ? {} : { err: error }) },
      "Social sign-in failed",
    );
    return reply
      .header("cache-control", "no-store")
      .redirect(mode === "link" ? OAUTH_REDIRECTS.linkFailed : OAUTH_REDIRECTS.signInFailed, 302);
  }

  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: OAuthProvider,
    query: z.infer<typeof startQuerySchema>,
  ) {
    if (!clients.isConfigured(provider)) throw new HttpError(404, notConfiguredMessage(provider));
    const now = app.now();
    let flow: OAuthFlow | null;
    if (query.mode === "link" || query.flow !== undefined) {
      const userId = request.auth?.user.id;
      flow =
        userId && query.flow
          ? await startLinkFlow(app.db, { flowId: query.flow, provider, userId }, now)
          : null;
      if (!flow) {
        return fail(request, reply, {
          provider,
          mode: "link",
          reason: "link attempt unknown, expired, already started, or not this user's",
        });
      }
    } else {
      // Each start stores an attempt for anyone who asks: same per-IP budget as password login.
      const rule = {
        limit: app.config.authRateLimitPerMinute,
        windowMs: AUTH_RATE_LIMIT_WINDOW_MS,
      };
      const decision = await hitRateLimit(app.db, `oauth-start:ip:${request.ip}`, rule, now);
      if (!decision.allowed) {
        return fail(request, reply, {
          provider,
          mode: "signin",
          reason: "too many sign-in attempts from this address",
        });
      }
      flow = await createFlow(app.db, { provider, mode: "signin" }, now);
    }

    let url: URL;
    try {
      url = await authorizationUrl(clients, flow, publicBaseUrl(app.config, request));
    } catch (error) {
      if (error instanceof AccountSuspendedError) {
        request.log.info({ provider }, "Sign-in refused: account suspended");
        return reply.header("cache-control", "no-store").redirect(OAUTH_REDIRECTS.suspended, 302);
      }
      return fail(request, reply, {
        provider,
        mode: flow.mode,
        reason: "provider discovery failed",
        error,
      });
    }
    setFlowCookie(reply, flow.id, app.config);
    return reply.header("cache-control", "no-store").redirect(url.href, 302);
  }

  async function complete(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: OAuthProvider,
    query: z.infer<typeof authorizationResponseSchema>,
  ) {
    const flowId = readFlowCookie(request);
    clearFlowCookie(reply, app.config);
    // Without a known attempt the mode is a guess: signed-in people were most likely linking.
    const guessedMode: FlowMode = request.auth ? "link" : "signin";
    const flow = flowId ? await takeFlow(app.db, { flowId, provider }) : null;
    if (!flow) {
      return fail(request, reply, {
        provider,
        mode: guessedMode,
        reason: flowId
          ? "sign-in attempt unknown or already completed"
          : "no sign-in attempt cookie (expired, or started in another browser)",
      });
    }
    if (flow.expiresAt.getTime() <= app.now().getTime()) {
      return fail(request, reply, { provider, mode: flow.mode, reason: "sign-in attempt expired" });
    }

    try {
      const response = flow.callbackParams ?? query;
      const claims = await redeemAuthorizationResponse(
        clients,
        flow,
        response,
        publicBaseUrl(app.config, request),
      );
      const appleUser = provider === "apple" ? parseAppleUser(flow.callbackParams?.user) : null;
      const identity = identityFromClaims(claims, appleUser);

      if (flow.mode === "link") {
        const userId = flow.linkUserId;
        if (!userId || request.auth?.user.id !== userId) {
          throw new OAuthFailure("the user who started linking is no longer signed in here");
        }
        const result = await linkIdentity(app.db, userId, provider, identity);
        if (result === "already_linked") {
          request.log.warn(
            { provider, userId },
            "Social account not linked: it belongs to another account, or one is linked already",
          );
          return reply.header("cache-control", "no-store").redirect(OAUTH_REDIRECTS.alreadyLinked);
        }
        request.log.info({ provider, userId }, "Linked social account");
        return reply
          .header("cache-control", "no-store")
          .redirect(OAUTH_REDIRECTS.linked(provider), 302);
      }

      const result = await signInWithIdentity(app.db, provider, identity);
      await signIn(request, reply, result.userId);
      request.log.info({ provider, userId: result.userId, via: result.via }, "Signed in");
      return reply.redirect(OAUTH_REDIRECTS.signedIn(provider, result.isNewUser), 302);
    } catch (error) {
      if (error instanceof AccountSuspendedError) {
        request.log.info({ provider }, "Sign-in refused: account suspended");
        return reply.header("cache-control", "no-store").redirect(OAUTH_REDIRECTS.suspended, 302);
      }
      return fail(request, reply, {
        provider,
        mode: flow.mode,
        reason: error instanceof OAuthFailure ? error.message : "token exchange failed",
        error,
      });
    }
  }

  for (const provider of OAUTH_PROVIDERS) {
    const { label } = PROVIDER_PROFILES[provider];

    app.get(
      `/api/auth/${provider}`,
      {
        schema: {
          tags: ["auth"],
          security: [],
          summary: `Start ${label} sign-in (a browser navigation; 302 to ${label})`,
          description:
            "With `mode=link&flow=...` (from POST /api/auth/link-account) it links instead. " +
            "404 when the provider is not configured.",
          querystring: startQuerySchema,
          response: { 404: apiErrorSchema },
        },
        config: { openapi: { responses: { 302: redirectResponse(`To ${label}'s sign-in`) } } },
      },
      (request, reply) => start(request, reply, provider, request.query),
    );

    app.get(
      `/api/auth/${provider}/callback`,
      {
        schema: {
          tags: ["auth"],
          security: [],
          summary: `Return from ${label} (302 into the web app)`,
          querystring: authorizationResponseSchema,
        },
        config: {
          openapi: {
            responses: {
              302: redirectResponse(
                "Into the web app (`auth=success`, `provider`, `new_user`), or to /login with `error`",
              ),
            },
          },
        },
      },
      (request, reply) => complete(request, reply, provider, request.query),
    );
  }

  // Apple answers with a cross-site form POST (response_mode=form_post). Its own scope, so the
  // form parser applies to this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/auth/apple/callback",
      {
        // Sent by appleid.apple.com: protected by state, PKCE and nonce, and completed only by
        // the browser holding the attempt's cookie (the GET below).
        config: {
          allowCrossSite: true,
          openapi: {
            responses: {
              302: redirectResponse("Unknown, expired or answered state: to /login with `error`"),
              303: redirectResponse("To the GET callback"),
            },
          },
        },
        schema: {
          tags: ["auth"],
          security: [],
          summary: "Apple's form_post return (303 to the GET callback)",
          consumes: ["application/x-www-form-urlencoded"],
          body: appleFormPostSchema,
        },
      },
      async (request, reply) => {
        const { state, ...rest } = request.body;
        const params: Record<string, string> = {};
        for (const [name, value] of Object.entries({ state, ...rest })) {
          if (value !== undefined) params[name] = value;
        }
        const recorded =
          clients.isConfigured("apple") && state
            ? await recordFormPostResponse(app.db, { provider: "apple", state, params }, app.now())
            : false;
        if (!recorded) {
          return fail(request, reply, {
            provider: "apple",
            mode: "signin",
            reason: "form_post for an unknown, expired or already answered state",
          });
        }
        // A top-level GET on our own site: the browser now sends the Lax attempt cookie.
        return reply.header("cache-control", "no-store").redirect("/api/auth/apple/callback", 303);
      },
    );
  });

  app.post(
    "/api/auth/link-account",
    {
      schema: {
        tags: ["auth"],
        summary: "Start linking Google or Apple to the signed-in account",
        description: "Navigate the browser to the returned redirectUrl to continue.",
        body: linkAccountRequestSchema,
        response: {
          200: linkAccountResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { provider } = request.body;
      if (!clients.isConfigured(provider)) throw new HttpError(400, notConfiguredMessage(provider));
      await assertNotLinked(app.db, user.id, provider);
      const flow = await createFlow(
        app.db,
        { provider, mode: "link", linkUserId: user.id },
        app.now(),
      );
      reply.header("cache-control", "no-store");
      return { redirectUrl: `/api/auth/${provider}?mode=link&flow=${flow.id}` };
    },
  );

  app.delete(
    "/api/auth/unlink-account/:provider",
    {
      schema: {
        tags: ["auth"],
        summary: "Remove a linked Google or Apple account (answers the current user)",
        params: z.object({ provider: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }),
        response: {
          200: currentUserResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { provider } = request.params;
      const label = isOAuthProvider(provider) ? PROVIDER_PROFILES[provider].label : provider;
      await unlinkProvider(app.db, user.id, provider, label);
      reply.header("cache-control", "no-store");
      return currentUserResponse(app.db, user.id);
    },
  );
};
