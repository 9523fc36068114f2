/**
 * A local OpenID Connect provider for tests and browser (e2e) runs, built on oauth2-mock-server
 * (a dev dependency: never import this from server code).
 *
 * Its /authorize answers at once (no login page) with a code for an identity taken from:
 *   1. the `mock_oidc_identity` cookie on the provider's origin (URL-encoded JSON of ID token
 *      claims), so each browser context or request can be someone else; else
 *   2. the provider's default identity (`setDefaultIdentity`, or the CLI flags below).
 * The claims (sub, email, email_verified, given_name...) are merged into the ID token issued
 * for that code. `{ "deny": true }` makes /authorize answer `error=access_denied` instead.
 *
 * As a command (for the e2e suite or trying sign-in by hand):
 *   npx tsx apps/server/src/features/oauth/mockProvider.ts --port 9400 \
 *     --sub pilot-1 --email pat@example.com --given-name Pat --family-name Quinn
 * then start the server with GOOGLE_ISSUER=http://127.0.0.1:9400 (and/or APPLE_ISSUER) plus any
 * non-empty GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { OAuth2Server } from "oauth2-mock-server";

export const MOCK_IDENTITY_COOKIE = "mock_oidc_identity";

export interface MockIdentity {
  sub: string;
  email?: string;
  /** Google sends a boolean, Apple the string "true". */
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** Not a claim: answer the authorization request with error=access_denied. */
  deny?: boolean;
  [claim: string]: unknown;
}

export const DEFAULT_MOCK_IDENTITY: MockIdentity = {
  sub: "mock-user-1",
  email: "mock.user@example.com",
  email_verified: true,
  given_name: "Mock",
  family_name: "User",
};

/** The Cookie header value that makes /authorize sign in as `identity`. */
export function mockIdentityCookie(identity: MockIdentity): string {
  return `${MOCK_IDENTITY_COOKIE}=${encodeURIComponent(JSON.stringify(identity))}`;
}

function identityFromCookieHeader(header: string | undefined): MockIdentity | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== MOCK_IDENTITY_COOKIE) continue;
    try {
      return JSON.parse(decodeURIComponent(value.join("="))) as MockIdentity;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export class MockOidcProvider {
  private defaultIdentity: MockIdentity = DEFAULT_MOCK_IDENTITY;
  /** Identity chosen at /authorize, by the code handed out. */
  private readonly identityByCode = new Map<string, MockIdentity>();
  /** Codes redeemed at the token endpoint, in order (lets tests see what happened). */
  readonly redeemedCodes: string[] = [];

  private constructor(private readonly server: OAuth2Server) {
    server.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }, req) => {
      const code = url.searchParams.get("code");
      if (!code) return;
      const identity = identityFromCookieHeader(req.headers.cookie) ?? this.defaultIdentity;
      if (identity.deny) {
        url.searchParams.delete("code");
        url.searchParams.set("error", "access_denied");
        return;
      }
      this.identityByCode.set(code, identity);
    });
    server.service.on("beforeTokenSigning", (token, req) => {
      const code = req.body.code;
      const identity = typeof code === "string" ? this.identityByCode.get(code) : undefined;
      if (!identity) return;
      const { deny: _deny, ...claims } = identity;
      Object.assign(token.payload, claims);
    });
    server.service.on("beforeResponse", (_response, req) => {
      const code = req.body.code;
      if (typeof code !== "string") return;
      this.identityByCode.delete(code);
      this.redeemedCodes.push(code);
    });
  }

  /** Starts on 127.0.0.1 (port 0: any free port) with a fresh RS256 signing key. */
  static async start(options: { port?: number; host?: string } = {}): Promise<MockOidcProvider> {
    const host = options.host ?? "127.0.0.1";
    const server = new OAuth2Server();
    await server.issuer.keys.generate("RS256");
    await server.start(options.port ?? 0, host);
    // The library names the issuer "localhost", which may resolve to ::1 while we listen on IPv4.
    server.issuer.url = `http://${host}:${server.address().port}`;
    return new MockOidcProvider(server);
  }

  /** Issuer URL for GOOGLE_ISSUER / APPLE_ISSUER. */
  get issuer(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error("mock provider is not running");
    return url;
  }

  setDefaultIdentity(identity: MockIdentity): void {
    this.defaultIdentity = identity;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

async function runFromCommandLine() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "9400" },
      host: { type: "string", default: "127.0.0.1" },
      sub: { type: "string", default: DEFAULT_MOCK_IDENTITY.sub },
      email: { type: "string", default: DEFAULT_MOCK_IDENTITY.email },
      "given-name": { type: "string", default: DEFAULT_MOCK_IDENTITY.given_name },
      "family-name": { type: "string", default: DEFAULT_MOCK_IDENTITY.family_name },
      unverified: { type: "boolean", default: false },
    },
  });
  const provider = await MockOidcProvider.start({ port: Number(values.port), host: values.host });
  provider.setDefaultIdentity({
    sub: values.sub,
    email: values.email,
    email_verified: !values.unverified,
    given_name: values["given-name"],
    family_name: values["family-name"],
  });
  console.log(`Mock OpenID provider at ${provider.issuer}`);
  console.log(`  Default identity: ${values.email} (sub ${values.sub})`);
  console.log(
    `  Server settings: GOOGLE_ISSUER=${provider.issuer} APPLE_ISSUER=${provider.issuer}`,
  );
  console.log("    GOOGLE_CLIENT_ID=mock GOOGLE_CLIENT_SECRET=mock");
  console.log("    APPLE_CLIENT_ID=mock APPLE_CLIENT_SECRET=mock");
  const stop = () => void provider.stop().finally(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runFromCommandLine();
}
