import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { buildTestApp, testDatabases, type TestApp } from "../testing/testApp";
import { statementName, withLogSafety } from "./logSafety";

const SECRET_EMAIL = "leaky.secret.7Q9@example.test";
const SECRET_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE0123456789";

/** Every raw line the app logs, as written (so nothing escapes through a field we forgot). */
function rawLogCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

describe.each(testDatabases())("logs hold no secrets (%s)", (kind) => {
  let t: TestApp;
  const logs = rawLogCollector();

  beforeAll(async () => {
    t = await buildTestApp(kind, { logger: logs.logger });
    const row = { email: SECRET_EMAIL, passwordHash: SECRET_HASH, firstName: "A", lastName: "B" };
    // A failing insert whose parameters are an email and a password hash, as a failed sign-up's.
    t.app.post("/api/test/duplicate-user", async () => {
      await t.app.db.insert(users).values(row);
      await t.app.db.insert(users).values(row);
      return { ok: true };
    });
    // A background worker logging a failed query it caught.
    t.app.post("/api/test/worker-failure", async () => {
      try {
        await t.app.db.insert(users).values({ ...row, email: SECRET_EMAIL.toUpperCase() });
      } catch (error) {
        t.app.log.error({ err: error }, "Worker step failed");
      }
      return { ok: true };
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it("logs a failed query by its code and statement, without parameters, values or hashes", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/duplicate-user",
      headers: { origin: new URL(t.config.appUrl).origin, cookie: "skyhire_session=tok3n" },
    });
    expect(res.statusCode).toBe(500);
    await t.app.inject({
      method: "POST",
      url: "/api/test/worker-failure",
      headers: { origin: new URL(t.config.appUrl).origin },
    });

    const all = logs.lines.join("\n");
    expect(all).toContain("Request failed");
    expect(all).toContain("Worker step failed");
    expect(all).toContain('"code":"23505"');
    expect(all).toContain('insert into \\"users\\"');
    for (const secret of [
      SECRET_EMAIL,
      SECRET_EMAIL.toUpperCase(),
      "SECRETHASHVALUE",
      "argon2id",
      "tok3n",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe("statementName", () => {
  it("names the statement by its kind and first table", () => {
    expect(statementName('insert into "users" ("id", "email") values ($1, $2)')).toBe(
      'insert into "users"',
    );
    expect(statementName('select "id" from "jobs" where "id" = $1')).toBe('select "jobs"');
    expect(statementName('update "jobs"\n set "status" = $1')).toBe('update "jobs"');
    expect(statementName('delete from "sessions" where "id" = $1')).toBe('delete from "sessions"');
  });
});

describe("secrets in logged objects", () => {
  it("are replaced at the top and one level down, and the caller's objects stay as they were", () => {
    const logs = rawLogCollector();
    const logger = Fastify({ logger: withLogSafety(logs.logger) }).log;
    const body = { email: "pilot@example.test", password: "hunter2-body", token: "reset-tok-1" };
    const failure = Object.assign(new Error("sign-up failed"), { passwordHash: "argon-hash-1" });
    logger.child({ reqId: "req-1" }).warn(
      {
        password: "hunter2-top",
        body,
        headers: { cookie: "sid=cookie-1", "user-agent": "Firefox" },
        user: { id: "u1", passwordHash: "argon-hash-2" },
        subscription: { endpoint: "https://push.example/1", keys: { p256dh: "pk", auth: "ak" } },
        err: failure,
      },
      "signing up",
    );
    const [line] = logs.lines;
    for (const secret of [
      "hunter2-top",
      "hunter2-body",
      "reset-tok-1",
      "cookie-1",
      "argon-hash",
      '"pk"',
      '"ak"',
    ]) {
      expect(line).not.toContain(secret);
    }
    const logged = JSON.parse(line!);
    expect(logged).toMatchObject({
      reqId: "req-1",
      msg: "signing up",
      body: { email: "pilot@example.test", password: "[redacted]" },
      headers: { "user-agent": "Firefox" },
      user: { id: "u1" },
      subscription: { endpoint: "https://push.example/1", keys: "[redacted]" },
      err: { message: "sign-up failed" },
    });
    expect(body.password).toBe("hunter2-body");
    expect(failure.passwordHash).toBe("argon-hash-1");
  });
});
