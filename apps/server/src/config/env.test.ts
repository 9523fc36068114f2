import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";
import { PACKAGE_ROOT } from "./packageRoot";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 5000,
      host: "0.0.0.0",
      dataDir: resolve("data"),
      databaseUrl: undefined,
      appUrl: "http://localhost:5000",
      appUrlFromEnv: false,
      sessionSecret: undefined,
      logLevel: "info",
      nodeEnv: "development",
      webDistDir: join(PACKAGE_ROOT, "..", "web", "dist"),
      seedDemoData: true,
      oauth: { google: null, apple: null },
      smtpUrl: undefined,
      mailFrom: "SkyHire <no-reply@skyhire.test>",
      authRateLimitPerMinute: 10,
      pilotSearchCacheSeconds: 10,
      sessionMemorySeconds: 5,
      databasePoolSize: undefined,
      trustProxy: false,
      uploadMaxFileBytes: 50 * 1024 * 1024 * 1024,
      autoApprovalIntervalSeconds: 60,
      fees: { clientFeeBps: 500, pilotCommissionBps: 1000 },
      stripe: null,
      idempotencyLeaseSeconds: 30,
      paymentsSweepIntervalSeconds: 15,
      push: { vapid: null, subject: "mailto:no-reply@skyhire.test", intervalSeconds: 5 },
      notificationEmail: { intervalSeconds: 5, messageDelaySeconds: 600 },
      storage: { driver: "disk" },
      weather: {
        apiUrl: "https://api.weather.gov",
        userAgent: "SkyHire (http://localhost:5000, no-reply@skyhire.test)",
      },
      metricsToken: null,
    });
  });

  it("takes a metrics token only long enough to be a secret", () => {
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("reads the weather service and the contact its User-Agent names", () => {
    const config = loadConfig({
      WEATHER_API_URL: "http://127.0.0.1:8089/",
      WEATHER_CONTACT: "ops@skyhire.example",
      APP_URL: "https://skyhire.example",
    });
    expect(config.weather).toEqual({
      apiUrl: "http://127.0.0.1:8089",
      userAgent: "SkyHire (https://skyhire.example, ops@skyhire.example)",
    });
    expect(() => loadConfig({ WEATHER_API_URL: "ftp://weather" })).toThrow(/WEATHER_API_URL/);
  });

  it("reads the web push settings (VAPID keys in pairs, worker off in tests unless set)", () => {
    const publicKey = `B${"A".repeat(86)}`;
    const privateKey = "a".repeat(43);
    const config = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: "https://skyhire.example.com/contact",
      PUSH_INTERVAL_SECONDS: "2",
    });
    expect(config.push).toEqual({
      vapid: { publicKey, privateKey },
      subject: "https://skyhire.example.com/contact",
      intervalSeconds: 2,
    });
    expect(loadConfig({ MAIL_FROM: "Ops <ops@skyhire.example>" }).push.subject).toBe(
      "mailto:ops@skyhire.example",
    );
    expect(loadConfig({ NODE_ENV: "test" }).push.intervalSeconds).toBe(0);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: required when VAPID_PUBLIC_KEY is set/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: required when VAPID_PRIVATE_KEY is set/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "http://skyhire.example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      ConfigError,
    );
    // The private key is a secret: never echoed back.
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "secret!" })).toThrow(
      /VAPID_PRIVATE_KEY: expected a P-256 private key[^"]*$/,
    );
  });

  it("reads the upload limit and the delivery scheduler interval (off in tests unless set)", () => {
    expect(loadConfig({ UPLOAD_MAX_FILE_BYTES: "1048576" }).uploadMaxFileBytes).toBe(1_048_576);
    expect(() => loadConfig({ UPLOAD_MAX_FILE_BYTES: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_MAX_FILE_BYTES: "2GB" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "test" }).autoApprovalIntervalSeconds).toBe(0);
    expect(
      loadConfig({ NODE_ENV: "test", AUTO_APPROVAL_INTERVAL_SECONDS: "5" })
        .autoApprovalIntervalSeconds,
    ).toBe(5);
    expect(loadConfig({ AUTO_APPROVAL_INTERVAL_SECONDS: "0" }).autoApprovalIntervalSeconds).toBe(0);
    expect(() => loadConfig({ AUTO_APPROVAL_INTERVAL_SECONDS: "-1" })).toThrow(ConfigError);
  });

  it("reads the pilot search cache setting (0 turns it off)", () => {
    expect(loadConfig({ PILOT_SEARCH_CACHE_SECONDS: "0" }).pilotSearchCacheSeconds).toBe(0);
    expect(loadConfig({ PILOT_SEARCH_CACHE_SECONDS: "60" }).pilotSearchCacheSeconds).toBe(60);
    expect(() => loadConfig({ PILOT_SEARCH_CACHE_SECONDS: "-1" })).toThrow(ConfigError);
  });

  it("reads the database pool's size (unset: the machine's default)", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "many" })).toThrow(ConfigError);
  });

  it("reads how long sessions may be remembered (0 turns it off, at most a minute)", () => {
    expect(loadConfig({ SESSION_MEMORY_SECONDS: "0" }).sessionMemorySeconds).toBe(0);
    expect(loadConfig({ SESSION_MEMORY_SECONDS: "30" }).sessionMemorySeconds).toBe(30);
    expect(() => loadConfig({ SESSION_MEMORY_SECONDS: "61" })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_MEMORY_SECONDS: "soon" })).toThrow(ConfigError);
  });

  it("reads the mail and rate-limit settings", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      MAIL_FROM: "SkyHire Support <support@skyhire.example>",
      AUTH_RATE_LIMIT_PER_MINUTE: "500",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://mailer:pw@smtp.example.com:465",
      mailFrom: "SkyHire Support <support@skyhire.example>",
      authRateLimitPerMinute: 500,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/skyhire",
      DATABASE_URL: "postgres://app:pw@db.internal:5432/skyhire",
      APP_URL: "https://skyhire.example.com/",
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "debug",
      NODE_ENV: "production",
      WEB_DIST_DIR: "/srv/web",
      SEED_DEMO_DATA: "false",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/skyhire",
      databaseUrl: "postgres://app:pw@db.internal:5432/skyhire",
      appUrl: "https://skyhire.example.com",
      appUrlFromEnv: true,
      sessionSecret: "s".repeat(40),
      logLevel: "debug",
      nodeEnv: "production",
      webDistDir: "/srv/web",
      seedDemoData: false,
    });
  });

  it("derives APP_URL from PORT and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "5174", DATABASE_URL: "", SEED_DEMO_DATA: " " });
    expect(config.appUrl).toBe("http://localhost:5174");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["APP_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["SEED_DEMO_DATA", "maybe"],
    ["AUTH_RATE_LIMIT_PER_MINUTE", "0"],
    ["AUTH_RATE_LIMIT_PER_MINUTE", "ten"],
  ])("rejects a bad %s and names it in the error", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*"${value}"`));
  });

  it.each([
    ["DATABASE_URL", "mysql://root:hunter2@localhost/db"],
    ["SESSION_SECRET", "hunter2"],
    ["SMTP_URL", "http://mailer:hunter2@smtp.example.com"],
  ])("rejects a bad %s without echoing the secret value", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid .*${name}: `));
    expect(() => loadConfig({ [name]: value })).not.toThrow(/hunter2/);
  });

  it("reads TRUST_PROXY as off, on, a hop count or proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1,10.0.0.0/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "the load balancer" })).toThrow(/TRUST_PROXY/);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "y" })).toThrow(/PORT.*LOG_LEVEL/);
  });

  it("turns on a sign-in provider when its client id and secret are both set", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: "google-id",
      GOOGLE_CLIENT_SECRET: "google-secret",
      APPLE_CLIENT_ID: "com.skyhire.web",
      APPLE_CLIENT_SECRET: "apple-client-secret-jwt",
      APPLE_ISSUER: "http://127.0.0.1:9400",
    });
    expect(config.oauth).toEqual({
      google: {
        clientId: "google-id",
        clientSecret: "google-secret",
        issuer: "https://accounts.google.com",
      },
      apple: {
        clientId: "com.skyhire.web",
        clientSecret: "apple-client-secret-jwt",
        issuer: "http://127.0.0.1:9400",
      },
    });
  });

  it("leaves a provider off when only its issuer is set", () => {
    expect(loadConfig({ GOOGLE_ISSUER: "https://accounts.example.com" }).oauth.google).toBeNull();
  });

  it("refuses a client id without its secret (and the reverse), never echoing the secret", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "google-id" })).toThrow(
      /GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => loadConfig({ APPLE_CLIENT_SECRET: "hunter2" })).toThrow(
      /APPLE_CLIENT_ID: required when APPLE_CLIENT_SECRET is set/,
    );
    expect(() => loadConfig({ APPLE_CLIENT_SECRET: "hunter2" })).not.toThrow(/hunter2/);
  });

  it.each(["http://accounts.example.com", "ftp://127.0.0.1", "not a url"])(
    "refuses the issuer %s (https, or http on localhost only)",
    (issuer) => {
      expect(() => loadConfig({ GOOGLE_ISSUER: issuer })).toThrow(/GOOGLE_ISSUER: /);
    },
  );

  it("reads the S3 storage settings for AWS, Cloudflare R2 and MinIO", () => {
    expect(
      loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "skyhire-files", S3_REGION: "eu-west-1" })
        .storage,
    ).toEqual({
      driver: "s3",
      bucket: "skyhire-files",
      region: "eu-west-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      keyPrefix: "",
    });
    const minio = loadConfig({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "skyhire",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "skyhire",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_KEY_PREFIX: "files/",
    }).storage;
    expect(minio).toMatchObject({
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "skyhire", secretAccessKey: "minio-secret" },
      keyPrefix: "files/",
    });
    expect(loadConfig({ STORAGE_DRIVER: "disk" }).storage).toEqual({ driver: "disk" });
  });

  it("refuses incomplete S3 settings, naming the variable and never echoing the secret", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_REGION: "auto" })).toThrow(
      /S3_BUCKET: required when STORAGE_DRIVER is s3/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "skyhire" })).toThrow(
      /S3_REGION: required when STORAGE_DRIVER is s3/,
    );
    const s3 = { STORAGE_DRIVER: "s3", S3_BUCKET: "skyhire", S3_REGION: "auto" };
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: "hunter2" })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: "hunter2" })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ S3_BUCKET: "skyhire" })).toThrow(
      /STORAGE_DRIVER: set it to s3 to use S3_BUCKET/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: "gcs" })).toThrow(
      /STORAGE_DRIVER: expected disk or s3/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT: /);
    expect(() => loadConfig({ ...s3, S3_BUCKET: "My_Bucket" })).toThrow(/S3_BUCKET: expected/);
  });
});
