import * as client from "openid-client";
import type { OAuthFlow } from "../../db/schema";
import { OAuthFailure } from "./identity";
import { PROVIDER_PROFILES, redirectUri, type OAuthClients } from "./providers";

/** Parameters of an authorization response that openid-client reads (RFC 6749, RFC 9207). */
const AUTHORIZATION_RESPONSE_PARAMS = ["code", "state", "iss", "error", "error_description"];

/**
 * The provider URL that starts an attempt: authorization code flow with PKCE (S256), the
 * attempt's state and nonce, and the provider's scopes.
 */
export async function authorizationUrl(
  clients: OAuthClients,
  flow: OAuthFlow,
  appUrl: string,
): Promise<URL> {
  const configuration = await clients.get(flow.provider);
  const profile = PROVIDER_PROFILES[flow.provider];
  return client.buildAuthorizationUrl(configuration, {
    ...profile.authorizationParams,
    response_type: "code",
    redirect_uri: redirectUri(appUrl, flow.provider),
    scope: profile.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
  });
}

/**
 * Completes an attempt: checks the authorization response against the attempt's state,
 * redeems the code with the PKCE verifier, and returns the ID token's claims, which
 * openid-client has validated (iss, aud, exp, iat, nonce). The token comes straight from the
 * provider's token endpoint over TLS, which OpenID Connect Core 3.1.3.7 accepts in place of a
 * signature check. Claims missing from the ID token are filled from the UserInfo endpoint
 * when the provider has one (Google does; Apple does not).
 */
export async function redeemAuthorizationResponse(
  clients: OAuthClients,
  flow: OAuthFlow,
  response: Record<string, string | undefined>,
  appUrl: string,
): Promise<Record<string, unknown>> {
  if (response.error) {
    throw new OAuthFailure(`the provider answered ${response.error.slice(0, 100)}`);
  }
  if (response.state !== flow.state) throw new OAuthFailure("state mismatch");

  const configuration = await clients.get(flow.provider);
  const currentUrl = new URL(redirectUri(appUrl, flow.provider));
  for (const name of AUTHORIZATION_RESPONSE_PARAMS) {
    const value = response[name];
    if (value !== undefined) currentUrl.searchParams.set(name, value);
  }

  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const idTokenClaims = tokens.claims();
  if (!idTokenClaims) throw new OAuthFailure("no ID token in the token response");
  const claims: Record<string, unknown> = { ...idTokenClaims };

  const needsUserInfo = claims.email === undefined || claims.email_verified === undefined;
  if (needsUserInfo && configuration.serverMetadata().userinfo_endpoint) {
    const userInfo = await client.fetchUserInfo(
      configuration,
      tokens.access_token,
      idTokenClaims.sub,
    );
    for (const [name, value] of Object.entries(userInfo)) {
      if (claims[name] === undefined) claims[name] = value;
    }
  }
  return claims;
}
