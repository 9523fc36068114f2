import * as client from "openid-client";
import { OAUTH_PROVIDERS, type OAuthProvider } from "@skyhire/shared";
import type { Config, OAuthClientSettings } from "../../config/env";

export interface ProviderProfile {
  /** Shown in messages: "Google sign-in is not configured on this server". */
  label: string;
  scope: string;
  /** Extra authorization request parameters. */
  authorizationParams: Record<string, string>;
}

export const PROVIDER_PROFILES: Record<OAuthProvider, ProviderProfile> = {
  google: {
    label: "Google",
    scope: "openid email profile",
    // Lets people with several Google accounts pick the one they use for SkyHire.
    authorizationParams: { prompt: "select_account" },
  },
  apple: {
    label: "Apple",
    scope: "openid email name",
    // Apple requires form_post whenever name or email is requested.
    authorizationParams: { response_mode: "form_post" },
  },
};

/** Outbound calls to a provider give up after this long (openid-client's default is 30 s). */
const PROVIDER_TIMEOUT_SECONDS = 10;

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Providers whose client id and secret are set, in the shared order (google, apple). */
export function configuredOAuthProviders(config: Pick<Config, "oauth">): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== null);
}

export function redirectUri(appUrl: string, provider: OAuthProvider): string {
  return `${appUrl}/api/auth/${provider}/callback`;
}

export function notConfiguredMessage(provider: OAuthProvider): string {
  return `${PROVIDER_PROFILES[provider].label} sign-in is not configured on this server`;
}

/**
 * The configured providers' OpenID Connect clients. Discovery runs on first use, never at
 * start-up (the server must start without network access); a success is cached for the life
 * of the process, a failure is not, so the next sign-in attempt tries again.
 */
export class OAuthClients {
  private readonly cache = new Map<OAuthProvider, Promise<client.Configuration>>();

  constructor(private readonly settings: Config["oauth"]) {}

  isConfigured(provider: OAuthProvider): boolean {
    return this.settings[provider] !== null;
  }

  get(provider: OAuthProvider): Promise<client.Configuration> {
    const cached = this.cache.get(provider);
    if (cached) return cached;
    const settings = this.settings[provider];
    if (!settings) return Promise.reject(new Error(notConfiguredMessage(provider)));
    const pending = discover(settings);
    this.cache.set(provider, pending);
    pending.catch(() => this.cache.delete(provider));
    return pending;
  }
}

async function discover(settings: OAuthClientSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  // config/env.ts only accepts http issuers on localhost (a mock provider in tests).
  const execute = issuer.protocol === "http:" ? [client.allowInsecureRequests] : [];
  const configuration = await client.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    // client_secret_post: the one method Apple accepts, and Google supports it too.
    client.ClientSecretPost(settings.clientSecret),
    { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
  );
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  return configuration;
}
