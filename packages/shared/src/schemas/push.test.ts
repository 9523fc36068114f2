import { describe, expect, it } from "vitest";
import {
  PUSH_ENDPOINT_INVALID_MESSAGE,
  pushEndpointProblem,
  pushSubscriptionInputSchema,
} from "./push";

const keys = {
  p256dh: `B${"A".repeat(86)}`,
  auth: "A".repeat(22),
};

describe("pushSubscriptionInputSchema", () => {
  it("accepts a browser's subscription JSON and drops base64 padding", () => {
    const parsed = pushSubscriptionInputSchema.parse({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: `${keys.auth}==` },
    });
    expect(parsed.keys).toEqual(keys);
  });

  it("refuses keys that are not a P-256 point and a 16-byte secret", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    for (const bad of [
      { ...keys, p256dh: `A${"A".repeat(86)}` },
      { ...keys, p256dh: keys.p256dh.slice(1) },
      { ...keys, auth: "A".repeat(21) },
      { ...keys, auth: "A+".repeat(11) },
    ]) {
      expect(pushSubscriptionInputSchema.safeParse({ endpoint, keys: bad }).success).toBe(false);
    }
  });
});

describe("pushEndpointProblem", () => {
  const production = { allowLoopback: false };
  const development = { allowLoopback: true };

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://web.push.apple.com/QOd",
    "https://wns2-by3p.notify.windows.com/w/?token=abc",
  ])("lets the browsers' push services through: %s", (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBeNull();
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://127.0.0.1/push",
    "http://localhost:9000/push",
    "https://192.168.1.10/push",
    "https://[::1]/push",
    "https://intranet/push",
    "https://db.internal/push",
    "https://printer.local/push",
    "https://user:pw@push.example.com/x",
    "ftp://push.example.com/x",
    "not a url",
  ])("refuses in production: %s", (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_ENDPOINT_INVALID_MESSAGE);
  });

  it("allows http://localhost and http://127.0.0.1 outside production only", () => {
    expect(pushEndpointProblem("http://127.0.0.1:4000/push/1", development)).toBeNull();
    expect(pushEndpointProblem("http://localhost:4000/push/1", development)).toBeNull();
    expect(pushEndpointProblem("http://10.0.0.1:4000/push/1", development)).toBe(
      PUSH_ENDPOINT_INVALID_MESSAGE,
    );
  });
});
