import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../db/schema";
import { COMMON_PASSWORD_MESSAGE } from "../auth/passwordPolicy";
import { hashToken } from "../auth/sessions";
import { TestBrowser } from "../../testing/browser";
import { mailHeader, mailText, startTestSmtpServer, waitFor } from "../../testing/mail";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
} from "./passwordReset";

const NEW_PASSWORD = "harrier-dusk-9083";
const LINK_PATTERN = /\/reset-password\?token=([A-Za-z0-9_-]{43})/;

describe.each(testDatabases())("password reset (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const browser = () => new TestBrowser(t);

  /** Asks for a link and returns the token from the email that was sent. */
  async function requestLink(email: string): Promise<string> {
    const before = t.mail.length;
    const res = await browser().post("/api/auth/forgot-password", { email });
    expect(res.statusCode).toBe(200);
    const message = await waitFor(() => t.mail[before]);
    const token = LINK_PATTERN.exec(message.text)?.[1];
    if (!token) throw new Error(`no reset link in ${message.text}`);
    return token;
  }

  it("mails a link to the account's address", async () => {
    const user = await createTestUser(t.database.db, { firstName: "Marta" });
    const before = t.mail.length;
    const res = await browser().post("/api/auth/forgot-password", {
      email: user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const message = await waitFor(() => t.mail[before]);
    expect(message.to).toBe(user.email);
    expect(message.subject).toBe("Reset your SkyHire password");
    expect(message.text).toContain("Hi Marta,");
    expect(message.text).toContain(`${t.config.appUrl}/reset-password?token=`);
    expect(message.html).toMatch(LINK_PATTERN);

    // Only the hash of the emailed token is stored, valid for 30 minutes.
    const token = LINK_PATTERN.exec(message.text)?.[1] ?? "";
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row?.userId).toBe(user.id);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(30 * 60 * 1000);
  });

  it("answers exactly the same for an unknown email, and sends nothing", async () => {
    const user = await createTestUser(t.database.db);
    const known = await browser().post("/api/auth/forgot-password", { email: user.email });
    const unknown = await browser().post("/api/auth/forgot-password", {
      email: "no-such-account@example.com",
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    await t.app.mailSettled();
    expect(t.mail.filter((m) => m.to === "no-such-account@example.com")).toHaveLength(0);
  });

  it("sets the new password, ends every session and works only once", async () => {
    const user = await createTestUser(t.database.db);
    const signedIn = [browser(), browser()];
    for (const b of signedIn) {
      await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
      expect(b.token).toBeDefined();
    }
    const token = await requestLink(user.email);

    const res = await browser().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });

    for (const b of signedIn) expect((await b.get("/api/auth/user")).statusCode).toBe(401);
    const oldPassword = await browser().post("/api/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await browser().post("/api/auth/login", {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(newPassword.statusCode).toBe(200);

    const again = await browser().post("/api/auth/reset-password", {
      token,
      password: "another-new-pass-77",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_RESET_LINK_MESSAGE);
  });

  it("refuses an expired link", async () => {
    const user = await createTestUser(t.database.db);
    const token = await requestLink(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const res = await browser().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_RESET_LINK_MESSAGE);
  });

  it("refuses unknown and malformed tokens", async () => {
    for (const token of ["A".repeat(43), "short", "../../etc/passwd"]) {
      const res = await browser().post("/api/auth/reset-password", {
        token,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_RESET_LINK_MESSAGE);
    }
  });

  it("applies the password rules without using up the link", async () => {
    const user = await createTestUser(t.database.db);
    const token = await requestLink(user.email);
    const common = await browser().post("/api/auth/reset-password", {
      token,
      password: "qwertyuiop",
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    const short = await browser().post("/api/auth/reset-password", { token, password: "abc" });
    expect(short.statusCode).toBe(400);
    const long = await browser().post("/api/auth/reset-password", {
      token,
      password: "y".repeat(129),
    });
    expect(long.statusCode).toBe(400);

    const ok = await browser().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it("a newer link replaces older ones", async () => {
    const user = await createTestUser(t.database.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const old = await browser().post("/api/auth/reset-password", {
      token: first,
      password: NEW_PASSWORD,
    });
    expect(old.statusCode).toBe(400);
    const latest = await browser().post("/api/auth/reset-password", {
      token: second,
      password: NEW_PASSWORD,
    });
    expect(latest.statusCode).toBe(200);
  });

  it("lets two uses of one link race: exactly one wins", async () => {
    const user = await createTestUser(t.database.db);
    const token = await requestLink(user.email);
    const results = await Promise.all(
      ["first-new-pass-1", "second-new-pass-2"].map((password) =>
        browser().post("/api/auth/reset-password", { token, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("lets an account made with Google or Apple set a password by email", async () => {
    const user = await createTestUser(t.database.db, { password: null });
    const token = await requestLink(user.email);
    const res = await browser().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const login = await browser().post("/api/auth/login", {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});

describe.each(testDatabases())("reset mail over SMTP (%s)", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    t = await buildTestApp(kind, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: "SkyHire Test <robot@skyhire.test>" },
      mailer: "from-config",
      logger: { level: "error", stream },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the link to a real SMTP server", async () => {
    const user = await createTestUser(t.database.db);
    const res = await new TestBrowser(t).post("/api/auth/forgot-password", { email: user.email });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(user.email)));
    expect(mail.from).toBe("robot@skyhire.test");
    expect(mailHeader(mail.raw, "subject")).toBe("Reset your SkyHire password");
    expect(mailHeader(mail.raw, "from")).toContain("robot@skyhire.test");

    const token = LINK_PATTERN.exec(mailText(mail.raw))?.[1];
    expect(token).toBeDefined();
    expect(mailText(mail.raw)).toContain(`${t.config.appUrl}/reset-password?token=${token}`);
    const reset = await new TestBrowser(t).post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });

  it("answers the same when delivery fails (the failure is only logged)", async () => {
    await smtp.close();
    const user = await createTestUser(t.database.db);
    const res = await new TestBrowser(t).post("/api/auth/forgot-password", { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await t.app.mailSettled();
    expect(logLines.some((line) => line.msg === "Sending mail failed")).toBe(true);
    expect(JSON.stringify(logLines)).not.toMatch(LINK_PATTERN);
  });
});

describe("reset mail without SMTP_URL", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "skyhire-outbox-"));
    t = await buildTestApp("pglite", { env: { DATA_DIR: dataDir }, mailer: "from-config" });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes the message as an .eml file to DATA_DIR/outbox, readable only by the server", async () => {
    const user = await createTestUser(t.database.db);
    const res = await new TestBrowser(t).post("/api/auth/forgot-password", { email: user.email });
    expect(res.statusCode).toBe(200);
    await t.app.mailSettled();

    const outbox = join(dataDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = join(outbox, files[0] ?? "");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, "utf8");
    expect(mailHeader(raw, "to")).toBe(user.email);
    expect(mailHeader(raw, "from")).toContain("no-reply@skyhire.test");
    expect(mailText(raw)).toMatch(LINK_PATTERN);
  });
});
