import { resolve } from "node:path";
import { z } from "zod";
import {
  DEFAULT_CLIENT_FEE_BPS,
  DEFAULT_PILOT_COMMISSION_BPS,
  DEFAULT_UPLOAD_MAX_FILE_BYTES,
  type FeeRates,
} from "@skyhire/shared";
import { PACKAGE_ROOT } from "./packageRoot";
import {
  requireCompleteStorage,
  STORAGE_SECRET_VARIABLES,
  storageEnvShape,
  storageSettings,
  type StorageSettings,
} from "./storageEnv";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Thrown at start-up; the message names every bad variable so the operator can fix it at once. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

// Empty strings count as unset: `.env` files and shells often export `FOO=` meaning "no value".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const booleanText = optionalText.pipe(
  z
    .enum(["true", "false", "1", "0", "yes", "no"], {
      error: "expected true or false",
    })
    .optional(),
);

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An OpenID Connect issuer: https, or plain http on this machine only (a local mock provider in
 * tests and e2e runs). Tokens from a remote http issuer could be read or forged on the way.
 */
const issuerUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: "expected an https:// issuer URL" })
    .refine(
      (value) => {
        // Also runs after z.url() has already reported a malformed value.
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
      },
      { error: "expected an https:// issuer URL (http only for localhost)" },
    )
    .optional(),
);

/** Fees in basis points: 500 is 5%. */
const basisPointsText = optionalText.pipe(
  z.coerce
    .number<string>({ error: "expected basis points (500 = 5%)" })
    .int("expected whole basis points (500 = 5%)")
    .min(0, "expected 0 or more basis points")
    .max(5000, "expected at most 5000 basis points (50%)")
    .optional(),
);

const envSchema = z.object({
  PORT: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a port number" })
      .int("expected a whole port number")
      .min(1, "expected a port between 1 and 65535")
      .max(65535, "expected a port between 1 and 65535")
      .optional(),
  ),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "expected a postgres:// URL" }).optional(),
  ),
  APP_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "expected an http(s):// URL" }).optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, "expected at least 32 characters").optional(),
  ),
  LOG_LEVEL: optionalText.pipe(
    z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(", ")}` }).optional(),
  ),
  NODE_ENV: optionalText.pipe(
    z
      .enum(["development", "production", "test"], {
        error: "expected development, production or test",
      })
      .optional(),
  ),
  WEB_DIST_DIR: optionalText,
  SEED_DEMO_DATA: booleanText,
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: "expected an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: optionalText,
  AUTH_RATE_LIMIT_PER_MINUTE: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number" })
      .int("expected a whole number")
      .min(1, "expected at least 1")
      .max(1_000_000, "expected at most 1000000")
      .optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, {
        error:
          "expected true, false, a number of proxy hops, or proxy addresses separated by commas",
      })
      .optional(),
  ),
  PILOT_SEARCH_CACHE_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number" })
      .int("expected a whole number")
      .min(0, "expected 0 (off) or more")
      .max(3600, "expected at most 3600")
      .optional(),
  ),
  DATABASE_POOL_SIZE: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number" })
      .int("expected a whole number")
      .min(1, "expected at least 1")
      .max(100, "expected at most 100")
      .optional(),
  ),
  SESSION_MEMORY_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number" })
      .int("expected a whole number")
      .min(0, "expected 0 (off) or more")
      .max(60, "expected at most 60")
      .optional(),
  ),
  UPLOAD_MAX_FILE_BYTES: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a number of bytes" })
      .int("expected a whole number of bytes")
      .min(1, "expected at least 1 byte")
      .max(Number.MAX_SAFE_INTEGER, "expected a smaller number of bytes")
      .optional(),
  ),
  AUTO_APPROVAL_INTERVAL_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number of seconds" })
      .int("expected a whole number of seconds")
      .min(0, "expected 0 (off) or more")
      .max(86_400, "expected at most 86400 (a day)")
      .optional(),
  ),
  CLIENT_SERVICE_FEE_BPS: basisPointsText,
  PILOT_COMMISSION_BPS: basisPointsText,
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
        "expected a Stripe secret key (sk_test_... or sk_live_...)",
      )
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, "expected a Stripe publishable key (pk_...)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9_]+$/, "expected a Stripe webhook signing secret (whsec_...)")
      .optional(),
  ),
  STRIPE_API_BASE: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "expected an http(s):// URL" }).optional(),
  ),
  PAYMENTS_SWEEP_INTERVAL_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number of seconds" })
      .int("expected a whole number of seconds")
      .min(0, "expected 0 (off) or more")
      .max(3600, "expected at most 3600")
      .optional(),
  ),
  IDEMPOTENCY_LEASE_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number" })
      .int("expected a whole number")
      .min(1, "expected at least 1")
      .max(3600, "expected at most 3600")
      .optional(),
  ),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^B[A-Za-z0-9_-]{86}$/,
        "expected a P-256 public key in URL-safe base64 (87 characters, starting with B)",
      )
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        "expected a P-256 private key in URL-safe base64 (43 characters)",
      )
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, {
        error: "expected a mailto: address or an https:// URL",
      })
      .optional(),
  ),
  PUSH_INTERVAL_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number of seconds" })
      .int("expected a whole number of seconds")
      .min(0, "expected 0 (off) or more")
      .max(3600, "expected at most 3600")
      .optional(),
  ),
  EMAIL_INTERVAL_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number of seconds" })
      .int("expected a whole number of seconds")
      .min(0, "expected 0 (off) or more")
      .max(3600, "expected at most 3600")
      .optional(),
  ),
  MESSAGE_EMAIL_DELAY_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: "expected a whole number of seconds" })
      .int("expected a whole number of seconds")
      .min(0, "expected 0 or more")
      .max(86_400, "expected at most 86400")
      .optional(),
  ),
  WEATHER_API_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "expected an http(s):// URL" }).optional(),
  ),
  WEATHER_CONTACT: optionalText,
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, "expected at least 16 characters (a random token)").optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: issuerUrl,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_ISSUER: issuerUrl,
  ...storageEnvShape,
});

// Never echo these into logs: they hold passwords.
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "SESSION_SECRET",
  "SMTP_URL",
  "GOOGLE_CLIENT_SECRET",
  "APPLE_CLIENT_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "VAPID_PRIVATE_KEY",
  "METRICS_TOKEN",
  ...STORAGE_SECRET_VARIABLES,
]);

/** Google and Apple sign-in: each is on when both its client id and secret are set. */
export const OAUTH_PROVIDER_ENV = {
  google: {
    clientId: "GOOGLE_CLIENT_ID",
    clientSecret: "GOOGLE_CLIENT_SECRET",
    issuer: "GOOGLE_ISSUER",
    defaultIssuer: "https://accounts.google.com",
  },
  apple: {
    clientId: "APPLE_CLIENT_ID",
    clientSecret: "APPLE_CLIENT_SECRET",
    issuer: "APPLE_ISSUER",
    defaultIssuer: "https://appleid.apple.com",
  },
} as const;

export type OAuthProviderName = keyof typeof OAUTH_PROVIDER_ENV;

export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer; its discovery document is fetched on first use. */
  issuer: string;
}

export const DEFAULT_MAIL_FROM = "SkyHire <no-reply@skyhire.test>";

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path; PGlite data and the generated session secret live here. */
  dataDir: string;
  /** Set: use this PostgreSQL server. Unset: embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /**
   * Public base URL without a trailing slash; `http://localhost:PORT` when APP_URL is unset, and
   * then requests name their own origin (plugins/origins.ts).
   */
  appUrl: string;
  /** APP_URL was set: only its origin may send state-changing requests, links always use it. */
  appUrlFromEnv: boolean;
  /** Undefined when SESSION_SECRET is unset; `ensureSessionSecret` then fills it in. */
  sessionSecret: string | undefined;
  logLevel: LogLevel;
  nodeEnv: "development" | "production" | "test";
  webDistDir: string;
  seedDemoData: boolean;
  /** Outgoing mail server; unset: messages are written to `${dataDir}/outbox/` instead. */
  smtpUrl: string | undefined;
  /** From header of outgoing mail. */
  mailFrom: string;
  /** Sign-in, registration and password-reset attempts allowed per minute, per IP and per email. */
  authRateLimitPerMinute: number;
  /** How long public pilot search and coverage answers are reused; 0 turns that off. */
  pilotSearchCacheSeconds: number;
  /**
   * How long an instance may answer a session from memory at most (sessionMemory.ts): changes
   * are announced at once, this bounds what a lost announcement could cost; 0 turns it off.
   */
  sessionMemorySeconds: number;
  /** PostgreSQL connections per instance; unset: two per core, 4 to 10 (db/client.ts). */
  databasePoolSize: number | undefined;
  /**
   * Which X-Forwarded-For hops to believe (Fastify's trustProxy). Off by default: without a
   * proxy, clients could forge their IP and dodge per-IP rate limits; behind one, every client
   * would otherwise share the proxy's IP and its limit.
   */
  trustProxy: boolean | number | string[];
  /** Largest file one upload may carry (deliverables and dispute evidence). */
  uploadMaxFileBytes: number;
  /**
   * How often the delivery scheduler looks for day-12 reminders and day-14 automatic approvals;
   * 0 turns it off. Off by default in tests, which drive it with a fake clock instead.
   */
  autoApprovalIntervalSeconds: number;
  /** Social sign-in providers; null when not configured. */
  oauth: Record<OAuthProviderName, OAuthClientSettings | null>;
  /** Marketplace fees, fixed into each checkout when it is created. */
  fees: FeeRates;
  /** Stripe takes payments when its secret key is set; else the built-in test provider. */
  stripe: StripeSettings | null;
  /**
   * How long a money-moving request may hold its Idempotency-Key, and a server instance a
   * provider call, before a retry or another instance takes it over (the first one's process
   * presumably died).
   */
  idempotencyLeaseSeconds: number;
  /**
   * How often expired checkouts are released and unconfirmed provider calls (captures, refunds,
   * payouts) retried; 0 turns it off. Off by default in tests, which run the sweep directly.
   */
  paymentsSweepIntervalSeconds: number;
  /** Web push (features/push). */
  push: PushSettings;
  /** Notification emails (features/notificationEmail). */
  notificationEmail: {
    /**
     * EMAIL_INTERVAL_SECONDS: how often each instance sends due emails (besides right after
     * state-changing requests); 0 turns the worker off. Off by default in tests, which drain.
     */
    intervalSeconds: number;
    /**
     * MESSAGE_EMAIL_DELAY_SECONDS: how long a message stays unread before it is emailed
     * (default 600, ten minutes; the browser tests shorten it).
     */
    messageDelaySeconds: number;
  };
  /** Uploaded files: DATA_DIR/files (default) or an S3-compatible bucket. */
  storage: StorageSettings;
  /** The weather forecast service (features/flightConditions). */
  weather: WeatherSettings;
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends to scrape `/metrics`; unset, only requests
   * from this machine (loopback) may read it.
   */
  metricsToken: string | null;
}

export const DEFAULT_WEATHER_API_URL = "https://api.weather.gov";

export interface WeatherSettings {
  /** WEATHER_API_URL: the National Weather Service API, or a local replay of it in tests. */
  apiUrl: string;
  /**
   * The User-Agent the API requires: the product and a contact (WEATHER_CONTACT, else the
   * address mail is sent from), so the service can reach the operator about their traffic.
   */
  userAgent: string;
}

export interface PushSettings {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null when unset, and then `ensureVapidKeys`
   * (features/push/vapidKeys.ts) generates a pair once and keeps it in the data folder.
   */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who push services contact about our pushes: a mailto: address or an https URL. */
  subject: string;
  /**
   * How often each instance sends due pushes (besides right after requests that may have
   * left notifications); 0 turns the worker off. Off by default in tests, which drain directly.
   */
  intervalSeconds: number;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Another API origin (tests point the SDK at a local server); default api.stripe.com. */
  apiBase: string | undefined;
}

/** Config after start-up steps that touch the disk; what the app itself needs. */
export type AppConfig = Config & { sessionSecret: string };

/**
 * Reads and validates settings. Pure (no disk or network access) so it is easy to unit test;
 * paths are resolved against the current working directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .superRefine(requireOAuthPairs)
    .superRefine(requireVapidPair)
    .superRefine(requireCompleteStorage)
    .safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const raw = env[name];
      const shown = raw === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got "${raw}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid environment variable ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 5000;
  const appUrl = (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    port,
    host: e.HOST ?? "0.0.0.0",
    dataDir: resolve(e.DATA_DIR ?? "./data"),
    databaseUrl: e.DATABASE_URL,
    appUrl,
    appUrlFromEnv: e.APP_URL !== undefined,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL ?? "info",
    nodeEnv: e.NODE_ENV ?? "development",
    webDistDir: e.WEB_DIST_DIR
      ? resolve(e.WEB_DIST_DIR)
      : resolve(PACKAGE_ROOT, "..", "web", "dist"),
    seedDemoData:
      e.SEED_DEMO_DATA === undefined ? true : ["true", "1", "yes"].includes(e.SEED_DEMO_DATA),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE ?? 10,
    pilotSearchCacheSeconds: e.PILOT_SEARCH_CACHE_SECONDS ?? 10,
    sessionMemorySeconds: e.SESSION_MEMORY_SECONDS ?? 5,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadMaxFileBytes: e.UPLOAD_MAX_FILE_BYTES ?? DEFAULT_UPLOAD_MAX_FILE_BYTES,
    autoApprovalIntervalSeconds:
      e.AUTO_APPROVAL_INTERVAL_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 60),
    oauth: {
      google: oauthSettings(e, "google"),
      apple: oauthSettings(e, "apple"),
    },
    fees: {
      clientFeeBps: e.CLIENT_SERVICE_FEE_BPS ?? DEFAULT_CLIENT_FEE_BPS,
      pilotCommissionBps: e.PILOT_COMMISSION_BPS ?? DEFAULT_PILOT_COMMISSION_BPS,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : null,
    idempotencyLeaseSeconds: e.IDEMPOTENCY_LEASE_SECONDS ?? 30,
    paymentsSweepIntervalSeconds:
      e.PAYMENTS_SWEEP_INTERVAL_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 15),
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM ?? DEFAULT_MAIL_FROM)}`,
      intervalSeconds: e.PUSH_INTERVAL_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 5),
    },
    notificationEmail: {
      intervalSeconds: e.EMAIL_INTERVAL_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 5),
      messageDelaySeconds: e.MESSAGE_EMAIL_DELAY_SECONDS ?? 600,
    },
    storage: storageSettings(e),
    weather: {
      apiUrl: (e.WEATHER_API_URL ?? DEFAULT_WEATHER_API_URL).replace(/\/+$/, ""),
      userAgent: `SkyHire (${appUrl}, ${e.WEATHER_CONTACT ?? mailAddress(e.MAIL_FROM ?? DEFAULT_MAIL_FROM)})`,
    },
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",");
}

type ParsedEnv = z.infer<typeof envSchema>;

/** A client id without its secret (or the reverse) is a half-done setup: say so at start-up. */
function requireOAuthPairs(e: ParsedEnv, context: z.RefinementCtx) {
  for (const names of Object.values(OAUTH_PROVIDER_ENV)) {
    const id = e[names.clientId];
    const secret = e[names.clientSecret];
    if ((id === undefined) === (secret === undefined)) continue;
    const [missing, present] =
      id === undefined
        ? [names.clientId, names.clientSecret]
        : [names.clientSecret, names.clientId];
    context.addIssue({
      code: "custom",
      path: [missing],
      message: `required when ${present} is set`,
    });
  }
}

/** "SkyHire <no-reply@skyhire.test>" -> "no-reply@skyhire.test". */
function mailAddress(from: string): string {
  return /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** One VAPID key without the other cannot sign anything: say so at start-up. */
function requireVapidPair(e: ParsedEnv, context: z.RefinementCtx) {
  if ((e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined)) return;
  const [missing, present] =
    e.VAPID_PUBLIC_KEY === undefined
      ? ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"]
      : ["VAPID_PRIVATE_KEY", "VAPID_PUBLIC_KEY"];
  context.addIssue({ code: "custom", path: [missing], message: `required when ${present} is set` });
}

function oauthSettings(e: ParsedEnv, provider: OAuthProviderName): OAuthClientSettings | null {
  const names = OAUTH_PROVIDER_ENV[provider];
  const clientId = e[names.clientId];
  const clientSecret = e[names.clientSecret];
  if (clientId === undefined || clientSecret === undefined) return null;
  return {
    clientId,
    clientSecret,
    // Used exactly as given: discovery compares it with the document's issuer character for character.
    issuer: e[names.issuer] ?? names.defaultIssuer,
  };
}
