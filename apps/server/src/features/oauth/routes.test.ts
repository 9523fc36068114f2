import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authConfigResponseSchema,
  currentUserResponseSchema,
  type CurrentUserResponse,
  type OAuthProvider,
} from "@skyhire/shared";
import { linkedAccounts, oauthFlows, users } from "../../db/schema";
import {
  buildTestApp,
  sameOriginHeaders,
  testDatabases,
  type TestApp,
} from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { sessionCookieName } from "../auth/sessionCookie";
import { createSession } from "../auth/sessions";
import { LAST_SIGN_IN_METHOD_MESSAGE } from "./accounts";
import { FLOW_COOKIE_NAME } from "./flowCookie";
import {
  mockIdentityCookie,
  MockOidcProvider,
  type MockIdentity,
} from "../../testing/mockOidcProvider";

const APPLE_ORIGIN = "https://appleid.apple.com";

/** The cookies one browser holds for the app (enough of RFC 6265 for these tests). */
class Browser {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === "" ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** `host`: where the browser opened the app (APP_URL is unset: links follow it). */
  constructor(private readonly host = "localhost:5000") {}

  header(): Record<string, string> {
    if (this.cookies.size === 0) return { host: this.host };
    const pairs = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    return { host: this.host, cookie: pairs.join("; ") };
  }
}

let mock: MockOidcProvider;
let subjects = 0;

/** A fresh identity at the mock provider (unique sub and email unless given). */
function person(overrides: Partial<MockIdentity> = {}): MockIdentity {
  subjects++;
  return {
    sub: `sub-${subjects}-${Date.now()}`,
    email: `person${subjects}@example.com`,
    email_verified: true,
    given_name: "Robin",
    family_name: `Flyer${subjects}`,
    ...overrides,
  };
}

beforeAll(async () => {
  mock = await MockOidcProvider.start();
});
afterAll(() => mock?.stop());

describe.each(testDatabases())("Google and Apple sign-in (%s)", (kind) => {
  let t: TestApp;
  let clockOffsetMs = 0;
  const logLines: Array<{ msg?: string; reason?: string }> = [];
  /** The reason logged with the latest "Social sign-in failed". */
  const lastFailureReason = () =>
    logLines.filter((line) => line.msg === "Social sign-in failed").at(-1)?.reason;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      logger: {
        level: "warn",
        stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
      },
      env: {
        GOOGLE_CLIENT_ID: "skyhire-google-client",
        GOOGLE_CLIENT_SECRET: "google-secret",
        GOOGLE_ISSUER: mock.issuer,
        APPLE_CLIENT_ID: "com.skyhire.web",
        APPLE_CLIENT_SECRET: "apple-client-secret-jwt",
        APPLE_ISSUER: mock.issuer,
        // Far more sign-ins from one address than the default allows; the limit is tested below.
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      },
      clock: () => new Date(Date.now() + clockOffsetMs),
    });
  });
  afterAll(() => t.close());

  /** GET /api/auth/<provider>[?...] in `browser`; returns the response (302 to the provider). */
  async function start(browser: Browser, provider: OAuthProvider, path = `/api/auth/${provider}`) {
    const response = await t.app.inject({ url: path, headers: browser.header() });
    browser.store(response);
    return response;
  }

  /** The mock provider's answer to the authorization request: our callback URL. */
  async function authorize(authorizationUrl: string, identity: MockIdentity): Promise<URL> {
    const response = await fetch(authorizationUrl, {
      redirect: "manual",
      headers: { cookie: mockIdentityCookie(identity) },
    });
    expect(response.status).toBe(302);
    return new URL(response.headers.get("location") ?? "");
  }

  /**
   * Back at the app: Google returns with a top-level GET; Apple with a cross-site form POST
   * (which carries no Lax cookies), then the browser follows the 303 to the GET.
   */
  async function returnToApp(
    browser: Browser,
    provider: OAuthProvider,
    callback: URL,
    appleUser?: object,
  ): Promise<LightMyRequestResponse> {
    if (provider === "apple") {
      const form = new URLSearchParams(callback.searchParams);
      if (appleUser) form.set("user", JSON.stringify(appleUser));
      const posted = await t.app.inject({
        method: "POST",
        url: callback.pathname,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: APPLE_ORIGIN },
        payload: form.toString(),
      });
      if (posted.statusCode !== 303) return posted;
      expect(posted.headers.location).toBe("/api/auth/apple/callback");
      const response = await t.app.inject({
        url: posted.headers.location,
        headers: browser.header(),
      });
      browser.store(response);
      return response;
    }
    const response = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: browser.header(),
    });
    browser.store(response);
    return response;
  }

  /** The whole round trip; resolves to where the app finally sends the browser. */
  async function signInWith(
    provider: OAuthProvider,
    identity: MockIdentity,
    options: { browser?: Browser; appleUser?: object; startPath?: string } = {},
  ): Promise<{
    location: string;
    browser: Browser;
    response: LightMyRequestResponse;
    flowId?: string;
  }> {
    const browser = options.browser ?? new Browser();
    const started = await start(browser, provider, options.startPath);
    expect(started.statusCode).toBe(302);
    const location = started.headers.location as string;
    if (!location.startsWith(mock.issuer)) return { location, browser, response: started };
    const flowId = browser.get(FLOW_COOKIE_NAME);
    const callback = await authorize(location, identity);
    const response = await returnToApp(browser, provider, callback, options.appleUser);
    expect(response.statusCode).toBe(302);
    return { location: response.headers.location as string, browser, response, flowId };
  }

  async function currentUser(browser: Browser): Promise<CurrentUserResponse> {
    const response = await t.app.inject({ url: "/api/auth/user", headers: browser.header() });
    expect(response.statusCode).toBe(200);
    return currentUserResponseSchema.parse(response.json());
  }

  /** A browser signed in as a new password account. */
  async function signedInPasswordUser(
    overrides: { email?: string; password?: string | null } = {},
  ) {
    const user = await createTestUser(t.database.db, overrides);
    const { token } = await createSession(t.database.db, user.id, {});
    const browser = new Browser();
    browser.set(sessionCookieName(t.config), token);
    return { user, browser };
  }

  async function countUsers(email: string): Promise<number> {
    const rows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return rows.length;
  }

  describe("configuration", () => {
    it("GET /api/auth/config lists both providers and their start paths", async () => {
      const response = await t.app.inject({ url: "/api/auth/config" });
      const body = authConfigResponseSchema.parse(response.json());
      expect(body.providers).toEqual(["local", "google", "apple"]);
      expect(body.endpoints).toMatchObject({
        google: "/api/auth/google",
        apple: "/api/auth/apple",
        linkAccount: "/api/auth/link-account",
      });
      expect(body.features.accountLinking).toBe(true);
    });
  });

  describe("starting", () => {
    it("sends Google's authorization request with PKCE (S256), state, nonce and scopes", async () => {
      const browser = new Browser();
      const response = await start(browser, "google");
      expect(response.statusCode).toBe(302);
      expect(response.headers["cache-control"]).toBe("no-store");
      const url = new URL(response.headers.location as string);
      expect(`${url.origin}${url.pathname}`).toBe(`${mock.issuer}/authorize`);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        response_type: "code",
        client_id: "skyhire-google-client",
        redirect_uri: "http://localhost:5000/api/auth/google/callback",
        scope: "openid email profile",
        code_challenge_method: "S256",
      });

      const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE_NAME);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
      expect(cookie?.maxAge).toBe(600);
      const [flow] = await t.database.db
        .select()
        .from(oauthFlows)
        .where(eq(oauthFlows.id, cookie?.value ?? ""));
      expect(flow).toMatchObject({ provider: "google", mode: "signin", linkUserId: null });
      expect(params.state).toBe(flow?.state);
      expect(params.nonce).toBe(flow?.nonce);
      const challenge = createHash("sha256")
        .update(flow?.codeVerifier ?? "")
        .digest("base64url");
      expect(params.code_challenge).toBe(challenge);
    });

    it("asks Apple for name and email with response_mode=form_post", async () => {
      const response = await start(new Browser(), "apple");
      const params = new URL(response.headers.location as string).searchParams;
      expect(params.get("client_id")).toBe("com.skyhire.web");
      expect(params.get("scope")).toBe("openid email name");
      expect(params.get("response_mode")).toBe("form_post");
      expect(params.get("redirect_uri")).toBe("http://localhost:5000/api/auth/apple/callback");
    });

    it("returns to the address the browser opened when APP_URL is unset", async () => {
      const response = await start(new Browser("127.0.0.1:5000"), "google");
      const params = new URL(response.headers.location as string).searchParams;
      expect(params.get("redirect_uri")).toBe("http://127.0.0.1:5000/api/auth/google/callback");
    });
  });

  describe("signing in", () => {
    it("creates an account on first Google sign-in and signs it in", async () => {
      const identity = person({ email: "New.Pilot@Example.com", given_name: "Nia" });
      const { location, browser, response, flowId } = await signInWith("google", identity);

      expect(location).toBe("/?auth=success&provider=google&new_user=true");
      expect(browser.get(sessionCookieName(t.config))).toBeDefined();
      expect(browser.get(FLOW_COOKIE_NAME)).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");

      const me = await currentUser(browser);
      expect(me.user).toMatchObject({
        email: "new.pilot@example.com",
        firstName: "Nia",
        lastName: identity.family_name,
        hasPassword: false,
        canFly: false,
        canHire: false,
        userType: null,
      });
      expect(me.linkedAccounts).toEqual([
        { provider: "google", email: "new.pilot@example.com", linkedAt: expect.any(String) },
      ]);
      // The attempt is gone once completed.
      expect(flowId).toBeDefined();
      const left = await t.database.db
        .select()
        .from(oauthFlows)
        .where(eq(oauthFlows.id, flowId ?? ""));
      expect(left).toEqual([]);
    });

    it("signs the same identity into the same account next time, even with a new email", async () => {
      const identity = person();
      const first = await signInWith("google", identity);
      const firstUser = await currentUser(first.browser);

      const again = await signInWith("google", { ...identity, email: "moved@example.com" });
      expect(again.location).toBe("/?auth=success&provider=google");
      const me = await currentUser(again.browser);
      expect(me.user.id).toBe(firstUser.user.id);
      expect(me.linkedAccounts).toEqual([
        expect.objectContaining({ provider: "google", email: "moved@example.com" }),
      ]);
      expect(await countUsers(identity.email as string)).toBe(1);
      expect(await countUsers("moved@example.com")).toBe(0);
    });

    it("links to the existing password account with the same verified email", async () => {
      const { user: owner, browser: earlier } = await signedInPasswordUser({
        email: "Casey.Owner@Example.com",
      });
      const { location, browser } = await signInWith(
        "google",
        person({ email: "casey.owner@example.com" }),
      );
      expect(location).toBe("/?auth=success&provider=google");
      const me = await currentUser(browser);
      expect(me.user.id).toBe(owner.id);
      // Whoever set that password never proved the email (pre-hijacking): it and its sessions go.
      expect(me.user.hasPassword).toBe(false);
      const stale = await t.app.inject({ url: "/api/auth/user", headers: earlier.header() });
      expect(stale.statusCode).toBe(401);
      expect(me.linkedAccounts.map((a) => a.provider)).toEqual(["google"]);
      expect(await countUsers("casey.owner@example.com")).toBe(1);
    });

    it("refuses a suspended account: no session, and the sign-in screen says it is suspended", async () => {
      const identity = person();
      const first = await signInWith("google", identity);
      const me = await currentUser(first.browser);
      await t.database.db
        .update(users)
        .set({ suspendedAt: new Date(), suspensionReason: "Fraudulent listings." })
        .where(eq(users.id, me.user.id));

      const again = await signInWith("google", identity);
      expect(again.location).toBe("/login?error=account_suspended");
      expect(again.browser.get(sessionCookieName(t.config))).toBeUndefined();
      // Nor does the session from before the suspension work.
      const stale = await t.app.inject({ url: "/api/auth/user", headers: first.browser.header() });
      expect(stale.statusCode).toBe(401);
    });

    it("leaves a suspended password account untouched: no link, password kept", async () => {
      const owner = await createTestUser(t.database.db, {
        email: "suspended.owner@example.com",
        suspendedAt: new Date(),
        suspensionReason: "Fraudulent listings.",
      });
      const { location, browser } = await signInWith(
        "google",
        person({ email: "suspended.owner@example.com" }),
      );
      expect(location).toBe("/login?error=account_suspended");
      expect(browser.get(sessionCookieName(t.config))).toBeUndefined();
      const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
      expect(row?.passwordHash).toBe(owner.passwordHash);
      const links = await t.database.db
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, owner.id));
      expect(links).toEqual([]);
    });

    it("refuses an unverified email without creating or linking anything", async () => {
      const owner = await createTestUser(t.database.db, { email: "unverified@example.com" });
      for (const [provider, verified] of [
        ["google", false],
        ["apple", "false"],
      ] as const) {
        const identity = person({ email: "unverified@example.com", email_verified: verified });
        const { location, browser } = await signInWith(provider, identity);
        expect(location).toBe("/login?error=oauth_failed");
        expect(lastFailureReason()).toBe("the provider has not verified the email address");
        expect(browser.get(sessionCookieName(t.config))).toBe(undefined);
      }
      const links = await t.database.db
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, owner.id));
      expect(links).toEqual([]);
      expect(await countUsers("unverified@example.com")).toBe(1);
    });

    it("refuses a callback whose state does not match, before redeeming the code", async () => {
      const browser = new Browser();
      const started = await start(browser, "google");
      const callback = await authorize(started.headers.location as string, person());
      const code = callback.searchParams.get("code") as string;

      const forged = new URL(callback);
      forged.searchParams.set("state", "attacker-chosen-state");
      const response = await returnToApp(browser, "google", forged);
      expect(response.headers.location).toBe("/login?error=oauth_failed");
      expect(lastFailureReason()).toBe("state mismatch");
      expect(mock.redeemedCodes).not.toContain(code);

      // The attempt is used up: the genuine answer cannot be replayed afterwards.
      const replay = await returnToApp(browser, "google", callback);
      expect(replay.headers.location).toBe("/login?error=oauth_failed");
      expect(browser.get(sessionCookieName(t.config))).toBeUndefined();
    });

    it("refuses a code and state from another browser's attempt (login CSRF)", async () => {
      const attacker = new Browser();
      const attackerStart = await start(attacker, "google");
      const attackerCallback = await authorize(attackerStart.headers.location as string, person());

      const victim = new Browser();
      await start(victim, "google");
      const response = await returnToApp(victim, "google", attackerCallback);
      expect(response.headers.location).toBe("/login?error=oauth_failed");
      expect(lastFailureReason()).toBe("state mismatch");
      expect(victim.get(sessionCookieName(t.config))).toBeUndefined();

      const noCookie = await returnToApp(new Browser(), "google", attackerCallback);
      expect(noCookie.headers.location).toBe("/login?error=oauth_failed");
    });

    it("handles the person declining at the provider", async () => {
      const { location } = await signInWith("google", person({ deny: true }));
      expect(location).toBe("/login?error=oauth_failed");
      expect(lastFailureReason()).toBe("the provider answered access_denied");
    });

    it("refuses an attempt that took longer than 10 minutes", async () => {
      const browser = new Browser();
      const started = await start(browser, "google");
      const callback = await authorize(started.headers.location as string, person());
      clockOffsetMs = 11 * 60 * 1000;
      try {
        const response = await returnToApp(browser, "google", callback);
        expect(response.headers.location).toBe("/login?error=oauth_failed");
        expect(lastFailureReason()).toBe("sign-in attempt expired");
      } finally {
        clockOffsetMs = 0;
      }
    });
  });

  describe("Apple's form_post return", () => {
    it("creates the account with the name from Apple's user field", async () => {
      const identity = person({ email: "ada@privaterelay.appleid.com", email_verified: "true" });
      delete identity.given_name;
      delete identity.family_name;
      const appleUser = { name: { firstName: "Ada", lastName: "Lovelace" }, email: identity.email };
      const { location, browser } = await signInWith("apple", identity, { appleUser });
      expect(location).toBe("/?auth=success&provider=apple&new_user=true");
      const me = await currentUser(browser);
      expect(me.user).toMatchObject({
        email: "ada@privaterelay.appleid.com",
        firstName: "Ada",
        lastName: "Lovelace",
        name: "Ada Lovelace",
      });
      expect(me.linkedAccounts.map((a) => a.provider)).toEqual(["apple"]);

      // Later sign-ins carry no name; the account keeps the one it has.
      const again = await signInWith("apple", identity);
      expect(again.location).toBe("/?auth=success&provider=apple");
      expect((await currentUser(again.browser)).user.id).toBe(me.user.id);
    });

    it("accepts Apple's cross-site POST but completes only in the browser that started", async () => {
      const browser = new Browser();
      const started = await start(browser, "apple");
      const callback = await authorize(started.headers.location as string, person());
      const form = new URLSearchParams(callback.searchParams).toString();
      const post = () =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/apple/callback",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: APPLE_ORIGIN },
          payload: form,
        });

      const first = await post();
      expect(first.statusCode).toBe(303);
      // A second POST for the same state is refused; so is the GET without the cookie.
      expect((await post()).headers.location).toBe("/login?error=oauth_failed");
      const elsewhere = await t.app.inject({ url: "/api/auth/apple/callback" });
      expect(elsewhere.headers.location).toBe("/login?error=oauth_failed");

      const unknown = await t.app.inject({
        method: "POST",
        url: "/api/auth/apple/callback",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: APPLE_ORIGIN },
        payload: "code=abc&state=unknown",
      });
      expect(unknown.headers.location).toBe("/login?error=oauth_failed");
    });
  });

  describe("linking while signed in", () => {
    async function requestLink(browser: Browser, provider: string) {
      return t.app.inject({
        method: "POST",
        url: "/api/auth/link-account",
        headers: { ...browser.header(), ...sameOriginHeaders(t.config) },
        payload: { provider },
      });
    }

    it("links Apple to a signed-in account and refuses a second link", async () => {
      const { user, browser } = await signedInPasswordUser();
      const response = await requestLink(browser, "apple");
      expect(response.statusCode).toBe(200);
      const { redirectUrl } = response.json<{ redirectUrl: string }>();
      expect(redirectUrl).toMatch(/^\/api\/auth\/apple\?mode=link&flow=[A-Za-z0-9_-]{43}$/);

      const identity = person({ email: "relay@privaterelay.appleid.com", email_verified: "true" });
      const { location } = await signInWith("apple", identity, { browser, startPath: redirectUrl });
      expect(location).toBe("/profile?linked=apple");

      const me = await currentUser(browser);
      expect(me.user.id).toBe(user.id);
      expect(me.linkedAccounts).toEqual([
        {
          provider: "apple",
          email: "relay@privaterelay.appleid.com",
          linkedAt: expect.any(String),
        },
      ]);

      const again = await requestLink(browser, "apple");
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Your Apple account is already linked");

      // The identity now signs in to this account.
      const signIn = await signInWith("apple", identity);
      expect(signIn.location).toBe("/?auth=success&provider=apple");
      expect((await currentUser(signIn.browser)).user.id).toBe(user.id);
    });

    it("needs a signed-in user", async () => {
      const response = await requestLink(new Browser(), "google");
      expect(response.statusCode).toBe(401);
    });

    it("only starts for the user who asked, once", async () => {
      const { user, browser } = await signedInPasswordUser();
      const { redirectUrl } = (await requestLink(browser, "google")).json<{
        redirectUrl: string;
      }>();

      const stranger = await signedInPasswordUser();
      const hijack = await start(stranger.browser, "google", redirectUrl);
      expect(hijack.headers.location).toBe("/profile?link_error=oauth_failed");
      const signedOut = await start(new Browser(), "google", redirectUrl);
      expect(signedOut.headers.location).toBe("/profile?link_error=oauth_failed");

      const { location } = await signInWith("google", person(), {
        browser,
        startPath: redirectUrl,
      });
      expect(location).toBe("/profile?linked=google");
      const reused = await start(browser, "google", redirectUrl);
      expect(reused.headers.location).toBe("/profile?link_error=oauth_failed");
      expect((await currentUser(browser)).user.id).toBe(user.id);
    });

    it("refuses an identity that already belongs to another account", async () => {
      const identity = person();
      await signInWith("google", identity); // creates its own account

      const { browser } = await signedInPasswordUser();
      const { redirectUrl } = (await requestLink(browser, "google")).json<{
        redirectUrl: string;
      }>();
      const { location } = await signInWith("google", identity, {
        browser,
        startPath: redirectUrl,
      });
      expect(location).toBe("/profile?link_error=already_linked");
      expect((await currentUser(browser)).linkedAccounts).toEqual([]);
    });
  });

  describe("unlinking", () => {
    function unlink(browser: Browser, provider: string) {
      return t.app.inject({
        method: "DELETE",
        url: `/api/auth/unlink-account/${provider}`,
        headers: { ...browser.header(), ...sameOriginHeaders(t.config) },
      });
    }

    it("removes a link when the account has a password, answering the current user", async () => {
      // Linked while signed in with the password, so the password was proven and stays.
      const { user: owner, browser } = await signedInPasswordUser();
      const { redirectUrl } = (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/link-account",
          headers: { ...browser.header(), ...sameOriginHeaders(t.config) },
          payload: { provider: "google" },
        })
      ).json<{ redirectUrl: string }>();
      const linked = await signInWith("google", person(), { browser, startPath: redirectUrl });
      expect(linked.location).toBe("/profile?linked=google");
      const response = await unlink(browser, "google");
      expect(response.statusCode).toBe(200);
      const body = currentUserResponseSchema.parse(response.json());
      expect(body.user.id).toBe(owner.id);
      expect(body.linkedAccounts).toEqual([]);
    });

    it("refuses to remove the only way to sign in, but allows it when another link remains", async () => {
      const { browser } = await signInWith("google", person());
      const refused = await unlink(browser, "google");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(LAST_SIGN_IN_METHOD_MESSAGE);

      const { redirectUrl } = (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/link-account",
          headers: { ...browser.header(), ...sameOriginHeaders(t.config) },
          payload: { provider: "apple" },
        })
      ).json<{ redirectUrl: string }>();
      const linked = await signInWith("apple", person(), { browser, startPath: redirectUrl });
      expect(linked.location).toBe("/profile?linked=apple");

      const removed = await unlink(browser, "google");
      expect(removed.statusCode).toBe(200);
      expect(removed.json<CurrentUserResponse>().linkedAccounts.map((a) => a.provider)).toEqual([
        "apple",
      ]);
      const last = await unlink(browser, "apple");
      expect(last.statusCode).toBe(400);
      expect(last.json().message).toBe(LAST_SIGN_IN_METHOD_MESSAGE);
    });

    it("answers 404 for a provider that is not linked, and 401 when signed out", async () => {
      const { browser } = await signedInPasswordUser();
      const apple = await unlink(browser, "apple");
      expect(apple.statusCode).toBe(404);
      expect(apple.json().message).toBe("No linked Apple account");
      const unknown = await unlink(browser, "facebook");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("No linked facebook account");
      expect((await unlink(new Browser(), "google")).statusCode).toBe(401);
    });
  });
});

describe("with only Google configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", {
      env: {
        GOOGLE_CLIENT_ID: "skyhire-google-client",
        GOOGLE_CLIENT_SECRET: "google-secret",
        GOOGLE_ISSUER: mock.issuer,
        AUTH_RATE_LIMIT_PER_MINUTE: "3",
      },
    });
  });
  afterAll(() => t.close());

  it("limits sign-in starts per address like password sign-in", async () => {
    const before = (await t.database.db.select().from(oauthFlows)).length;
    const locations: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        url: "/api/auth/google",
        remoteAddress: "203.0.113.9",
      });
      locations.push(response.headers.location as string);
    }
    expect(locations.slice(0, 3).every((l) => l.startsWith(`${mock.issuer}/authorize?`))).toBe(
      true,
    );
    expect(locations[3]).toBe("/login?error=oauth_failed");
    expect((await t.database.db.select().from(oauthFlows)).length).toBe(before + 3);

    // Another address has its own budget.
    const other = await t.app.inject({ url: "/api/auth/google", remoteAddress: "203.0.113.10" });
    expect(other.headers.location).toMatch(/\/authorize\?/);
  });

  it("lists only Google", async () => {
    const body = authConfigResponseSchema.parse(
      (await t.app.inject({ url: "/api/auth/config" })).json(),
    );
    expect(body.providers).toEqual(["local", "google"]);
    expect(body.endpoints.apple).toBeUndefined();
  });

  it("answers 404 for Apple's start and refuses Apple's callback", async () => {
    const response = await t.app.inject({ url: "/api/auth/apple" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Apple sign-in is not configured on this server");

    const callback = await t.app.inject({
      method: "POST",
      url: "/api/auth/apple/callback",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: APPLE_ORIGIN },
      payload: "code=abc&state=def",
    });
    expect(callback.headers.location).toBe("/login?error=oauth_failed");
  });

  it("refuses to link Apple", async () => {
    const user = await createTestUser(t.database.db);
    const { token } = await createSession(t.database.db, user.id, {});
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/link-account",
      headers: {
        cookie: `${sessionCookieName(t.config)}=${token}`,
        ...sameOriginHeaders(t.config),
      },
      payload: { provider: "apple" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Apple sign-in is not configured on this server");
  });
});

describe("with an unreachable provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so discovery fails at once.
    t = await buildTestApp("pglite", {
      env: {
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
        GOOGLE_ISSUER: "http://127.0.0.1:9",
      },
    });
  });
  afterAll(() => t.close());

  it("starts without contacting it, and fails the sign-in attempt cleanly", async () => {
    const config = authConfigResponseSchema.parse(
      (await t.app.inject({ url: "/api/auth/config" })).json(),
    );
    expect(config.providers).toEqual(["local", "google"]);
    const response = await t.app.inject({ url: "/api/auth/google" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?error=oauth_failed");
    expect(response.cookies.find((c) => c.name === FLOW_COOKIE_NAME)).toBeUndefined();
  });
});
