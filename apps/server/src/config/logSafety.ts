import type { FastifyServerOptions } from "fastify";
import { DrizzleQueryError } from "drizzle-orm";

/**
 * What the logs must never hold: the session cookie, credentials, password hashes, tokens
 * (reset, calendar, unsubscribe, push keys) and card data. Replaced wherever a log line carries
 * them: request headers, and these keys at the top of a logged object or one level down.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "password_hash",
  "token",
  "tokenHash",
  "token_hash",
  "resetToken",
  "calendarToken",
  "unsubscribeToken",
  "accessToken",
  "refreshToken",
  "idToken",
  "secret",
  "auth",
  "p256dh",
  "keys",
  "cardNumber",
  "cvc",
];

export const LOG_REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  ...SECRET_KEYS,
];

const CENSOR = "[redacted]";
const secretKeys = new Set(SECRET_KEYS);

/**
 * The logged object with secrets one level down (`{ body: { password } }`) replaced; objects
 * holding none are passed as they are, and nothing the caller holds is changed. Pino's own
 * `*.password` paths did this, but a path that starts with a wildcard also ran on every
 * request's logger binding (its id): 3% of a health check's CPU under load.
 */
export function withoutNestedSecrets(logged: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(logged)) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    const found = Object.keys(value).filter((inner) => secretKeys.has(inner));
    if (found.length === 0) continue;
    // Same prototype and own properties (an Error keeps its message and stack).
    const censored = Object.defineProperties(
      Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>,
      Object.getOwnPropertyDescriptors(value),
    );
    for (const inner of found) censored[inner] = CENSOR;
    copy ??= { ...logged };
    copy[key] = censored;
  }
  return copy ?? logged;
}

/** A SQLSTATE code (five characters) with a severity marks an error raised by the database. */
function isDatabaseError(error: object): error is Error & { code: string } {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in error;
}

/** Database messages quote the offending values ("invalid input syntax for type uuid: "x""). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
}

/** The kind of statement and its first table, e.g. `insert into "users"`: enough to find it. */
export function statementName(sql: string): string {
  const flat = sql.replace(/\s+/g, " ").trim();
  const match =
    /^(?:with .*? )?(select|insert into|update|delete from)\b(?:.*? from)? ("?[\w.]+"?)/i.exec(
      flat,
    );
  if (match) return `${match[1]!.toLowerCase()} ${match[2]}`;
  return flat.split(" ").slice(0, 2).join(" ").toLowerCase();
}

/** The frames of a stack without its first line (which repeats the message). */
function framesOf(stack: string | undefined): string {
  return (stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
}

// A type alias (not an interface) so it fits pino's serializer signature.
type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  statement?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: SafeError;
};

/**
 * Pino's error serializer, by allow-list: a failed query keeps its SQLSTATE code, the
 * statement's name and the constraint or table, never its parameters, its values in the message,
 * `detail` ("Key (email)=(…)") or `where`. Other errors keep their type, message and frames.
 */
export function serializeErrorSafely(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: "non-error thrown", stack: "" };
  const safe: SafeError = {
    type: error.constructor.name,
    message: error.message,
    stack: "",
  };
  if (error instanceof DrizzleQueryError) {
    safe.statement = statementName(error.query);
    safe.message = `Failed query: ${safe.statement}`;
  } else if (isDatabaseError(error)) {
    safe.message = withoutQuotedValues(error.message);
    safe.code = error.code;
    for (const key of ["table", "column", "constraint", "routine"] as const) {
      const value = (error as unknown as Record<string, unknown>)[key];
      if (typeof value === "string") safe[key] = value;
    }
  } else {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (typeof code === "string") safe.code = code;
    if (typeof statusCode === "number") safe.statusCode = statusCode;
  }
  safe.stack = `${safe.type}: ${safe.message}\n${framesOf(error.stack)}`;
  if (error.cause !== undefined && depth < 5)
    safe.cause = serializeErrorSafely(error.cause, depth + 1);
  return safe;
}

type LoggerSetting = FastifyServerOptions["logger"];

/** Secrets that travel in a path: the calendar feed's token (`/api/calendar/<token>/...`). */
export function withoutPathSecrets(url: string): string {
  return url.replace(/(\/api\/calendar\/)[^/?#]+/, "$1[redacted]");
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with path secrets taken out of the URL. */
function serializeRequestSafely(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutPathSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the redaction and the safe error serializer to any logger setting given as options. */
export function withLogSafety(logger: LoggerSetting): LoggerSetting {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: CENSOR },
    formatters: {
      ...options.formatters,
      log: (logged: Record<string, unknown>) =>
        withoutNestedSecrets(options.formatters?.log ? options.formatters.log(logged) : logged),
    },
    serializers: {
      ...options.serializers,
      err: (error: unknown) => serializeErrorSafely(error),
      req: serializeRequestSafely,
    },
  };
}
