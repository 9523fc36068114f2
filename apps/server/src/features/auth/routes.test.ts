import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiErrorSchema,
  authConfigResponseSchema,
  currentUserResponseSchema,
  REQUEST_ID_HEADER,
} from "@skyhire/shared";
import { sessions, users } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { COMMON_PASSWORD_MESSAGE } from "./passwordPolicy";
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "./sessionCookie";
import { createSession, hashToken } from "./sessions";

const NEW_PASSWORD = "harrier-dusk-9083";

describe.each(testDatabases())("accounts API (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const browser = () => new TestBrowser(t);
  const uniqueEmail = (name: string) =>
    `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  async function register(b: TestBrowser, email = uniqueEmail("reg"), password = TEST_PASSWORD) {
    return b.post("/api/auth/register", { email, password, firstName: "Rae", lastName: "Sky" });
  }

  describe("GET /api/auth/user", () => {
    it("answers 401 when nobody is signed in", async () => {
      const res = await t.app.inject({ url: "/api/auth/user" });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: "Authentication required",
        requestId: res.headers[REQUEST_ID_HEADER],
      });
    });
  });

  describe("GET /api/auth/config", () => {
    it("lists local sign-in, the auth endpoints and password reset", async () => {
      const res = await t.app.inject({ url: "/api/auth/config" });
      expect(res.statusCode).toBe(200);
      const body = authConfigResponseSchema.parse(res.json());
      expect(body.providers).toEqual(["local"]);
      expect(body.endpoints).toMatchObject({
        login: "/api/auth/login",
        register: "/api/auth/register",
        logout: "/api/auth/logout",
        user: "/api/auth/user",
        forgotPassword: "/api/auth/forgot-password",
        resetPassword: "/api/auth/reset-password",
      });
      expect(body.features.passwordReset).toBe(true);
    });
  });

  describe("POST /api/auth/register", () => {
    it("creates the account, signs in with a safe cookie and answers 201 with the user", async () => {
      const b = browser();
      const email = uniqueEmail("new");
      const res = await register(b, email.toUpperCase());
      expect(res.statusCode).toBe(201);
      const body = currentUserResponseSchema.parse(res.json());
      expect(body.user).toMatchObject({
        email,
        firstName: "Rae",
        lastName: "Sky",
        name: "Rae Sky",
        userType: null,
        canFly: false,
        canHire: false,
        hasPassword: true,
      });
      expect(body).toMatchObject({ profile: null, linkedAccounts: [] });

      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
      expect(res.headers["cache-control"]).toBe("no-store");

      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      const me = await b.get("/api/auth/user");
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(email);
    });

    it("refuses an email that is taken, whatever its case", async () => {
      const email = uniqueEmail("taken");
      expect((await register(browser(), email)).statusCode).toBe(201);
      const res = await register(browser(), `  ${email.toUpperCase()} `);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("An account with this email already exists");
      expect(res.json().message).toContain("already exists");
    });

    it.each(["baseball", "BaseBall", "password1", "Trustno1"])(
      "refuses the common password %s",
      async (password) => {
        const res = await register(browser(), uniqueEmail("weak"), password);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(COMMON_PASSWORD_MESSAGE);
      },
    );

    it("refuses passwords shorter than 8 or longer than 128 characters", async () => {
      const short = await register(browser(), uniqueEmail("short"), "k3$trel");
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain("Password must be at least 8 characters");

      const long = await register(browser(), uniqueEmail("long"), "x".repeat(129));
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain("Password must be at most 128 characters");

      const longest = await register(browser(), uniqueEmail("max"), "z".repeat(127) + "!");
      expect(longest.statusCode).toBe(201);
    });

    it("checks the email and names", async () => {
      const res = await browser().post("/api/auth/register", {
        email: "not-an-email",
        password: TEST_PASSWORD,
        firstName: " ",
        lastName: "",
      });
      expect(res.statusCode).toBe(400);
      const messages = apiErrorSchema.parse(res.json()).message;
      expect(messages).toContain("Please enter a valid email address");
      expect(messages).toContain("First name is required");
      expect(messages).toContain("Last name is required");
    });
  });

  describe("POST /api/auth/login", () => {
    it("signs in with the right password, any email case, and answers the current user", async () => {
      const user = await createTestUser(t.database.db, { email: uniqueEmail("login") });
      const b = browser();
      const res = await b.post("/api/auth/login", {
        email: user.email.toUpperCase(),
        password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(currentUserResponseSchema.parse(res.json()).user.id).toBe(user.id);
      expect(b.token).toBeDefined();
      expect((await b.get("/api/auth/user")).json().user.id).toBe(user.id);
    });

    it("answers 401 'Invalid credentials' for a wrong password, without a cookie", async () => {
      const user = await createTestUser(t.database.db);
      const b = browser();
      const res = await b.post("/api/auth/login", {
        email: user.email,
        password: "wrong-password",
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain("Invalid credentials");
      expect(res.cookies).toHaveLength(0);
    });

    it("answers 404 'Account not found' for an unknown email", async () => {
      const res = await browser().post("/api/auth/login", {
        email: uniqueEmail("nobody"),
        password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain("Account not found");
    });

    it("tells accounts without a password to use Google or Apple", async () => {
      const user = await createTestUser(t.database.db, { password: null });
      const res = await browser().post("/api/auth/login", {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        "Invalid credentials: this account signs in with Google or Apple",
      );
    });

    it("starts a new session on every sign-in and ends the one the browser had", async () => {
      const user = await createTestUser(t.database.db);
      const b = browser();
      const credentials = { email: user.email, password: TEST_PASSWORD };
      await b.post("/api/auth/login", credentials);
      const first = b.token;
      await b.post("/api/auth/login", credentials);
      const second = b.token;
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      const withOld = await t.app.inject({
        url: "/api/auth/user",
        cookies: { [SESSION_COOKIE_NAME]: first ?? "" },
      });
      expect(withOld.statusCode).toBe(401);
      expect((await b.get("/api/auth/user")).statusCode).toBe(200);

      // A sign-in elsewhere leaves this browser's session alone.
      await browser().post("/api/auth/login", credentials);
      expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("replaces a session planted before sign-in (session fixation)", async () => {
      const attacker = await createTestUser(t.database.db);
      const victim = await createTestUser(t.database.db);
      const b = browser();
      await b.post("/api/auth/login", { email: attacker.email, password: TEST_PASSWORD });
      const planted = b.token;
      await b.post("/api/auth/login", { email: victim.email, password: TEST_PASSWORD });
      expect(b.token).not.toBe(planted);
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(planted ?? "")));
      expect(row).toBeUndefined();
    });

    it("records the browser and address of a session", async () => {
      const user = await createTestUser(t.database.db);
      const b = browser();
      await b.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { "user-agent": "Mozilla/5.0 test" },
      });
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(b.token ?? "")));
      expect(row).toMatchObject({ userId: user.id, userAgent: "Mozilla/5.0 test", ip: b.ip });
    });
  });

  describe("signing out", () => {
    it("POST /api/auth/logout ends the session server-side and clears the cookie", async () => {
      const b = browser();
      await register(b);
      const token = b.token ?? "";
      const res = await b.post("/api/auth/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
      expect(cleared?.value).toBe("");
      expect(b.token).toBeUndefined();

      // The old cookie, replayed, no longer works: the session is gone from the database.
      const replay = await t.app.inject({
        url: "/api/auth/user",
        cookies: { [SESSION_COOKIE_NAME]: token },
      });
      expect(replay.statusCode).toBe(401);
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row).toBeUndefined();
    });

    it("POST /api/auth/logout succeeds when not signed in", async () => {
      const res = await browser().post("/api/auth/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    });

    it("GET /api/logout ends the session and redirects to /", async () => {
      const b = browser();
      await register(b);
      const token = b.token ?? "";
      const res = await b.request({
        method: "GET",
        url: "/api/logout",
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
      const replay = await t.app.inject({
        url: "/api/auth/user",
        cookies: { [SESSION_COOKIE_NAME]: token },
      });
      expect(replay.statusCode).toBe(401);
    });

    it("GET /api/logout from another site redirects without signing out", async () => {
      const b = browser();
      await register(b);
      const res = await b.request({
        method: "GET",
        url: "/api/logout",
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
      expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    });
  });

  describe("POST /api/auth/change-password", () => {
    it("needs a signed-in user", async () => {
      const res = await browser().post("/api/auth/change-password", {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    });

    it("needs the right current password and an acceptable new one", async () => {
      const b = browser();
      await register(b);
      const missing = await b.post("/api/auth/change-password", { newPassword: NEW_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe("Enter your current password");

      const wrong = await b.post("/api/auth/change-password", {
        currentPassword: "not-my-password",
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("Your current password is incorrect");

      const common = await b.post("/api/auth/change-password", {
        currentPassword: TEST_PASSWORD,
        newPassword: "iloveyou",
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
      // None of these changed anything or signed anyone out.
      expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("changes the password and ends every other session", async () => {
      const user = await createTestUser(t.database.db);
      const credentials = { email: user.email, password: TEST_PASSWORD };
      const here = browser();
      const laptop = browser();
      const phone = browser();
      for (const b of [here, laptop, phone]) await b.post("/api/auth/login", credentials);
      const before = here.token;

      const res = await here.post("/api/auth/change-password", {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(currentUserResponseSchema.parse(res.json()).user.id).toBe(user.id);

      expect((await laptop.get("/api/auth/user")).statusCode).toBe(401);
      expect((await phone.get("/api/auth/user")).statusCode).toBe(401);
      // This browser stays signed in, on a fresh token.
      expect(here.token).not.toBe(before);
      expect((await here.get("/api/auth/user")).statusCode).toBe(200);

      const old = await browser().post("/api/auth/login", credentials);
      expect(old.statusCode).toBe(401);
      const fresh = await browser().post("/api/auth/login", {
        email: user.email,
        password: NEW_PASSWORD,
      });
      expect(fresh.statusCode).toBe(200);
    });

    it("lets an account without a password set a first one", async () => {
      const user = await createTestUser(t.database.db, { password: null });
      const b = browser();
      // Such accounts sign in with Google or Apple; give this browser a session directly.
      b.token = (await createSession(t.database.db, user.id, {})).token;
      const res = await b.post("/api/auth/change-password", { newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.hasPassword).toBe(true);
      const login = await browser().post("/api/auth/login", {
        email: user.email,
        password: NEW_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
    });
  });
});

describe("session cookie over https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { APP_URL: "https://skyhire.example" } });
  });
  afterAll(() => t.close());

  it("is named __Host-skyhire_session and marked Secure", async () => {
    const b = new TestBrowser(t);
    const res = await b.post("/api/auth/register", {
      email: "secure@example.com",
      password: TEST_PASSWORD,
      firstName: "Sec",
      lastName: "Ure",
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)).toBeUndefined();
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);

    // The unprefixed name (which a sibling subdomain could plant) is not accepted.
    const planted = await t.app.inject({
      url: "/api/auth/user",
      cookies: { [SESSION_COOKIE_NAME]: b.token ?? "" },
    });
    expect(planted.statusCode).toBe(401);
  });
});
