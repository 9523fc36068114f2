import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env";
import { MockOidcProvider } from "../../testing/mockOidcProvider";
import { configuredOAuthProviders, OAuthClients, redirectUri } from "./providers";

describe("configured providers", () => {
  it("lists those with a client id and secret, in the shared order", () => {
    expect(configuredOAuthProviders(loadConfig({}))).toEqual([]);
    const both = loadConfig({
      APPLE_CLIENT_ID: "a",
      APPLE_CLIENT_SECRET: "b",
      GOOGLE_CLIENT_ID: "c",
      GOOGLE_CLIENT_SECRET: "d",
    });
    expect(configuredOAuthProviders(both)).toEqual(["google", "apple"]);
    const apple = loadConfig({ APPLE_CLIENT_ID: "a", APPLE_CLIENT_SECRET: "b" });
    expect(configuredOAuthProviders(apple)).toEqual(["apple"]);
  });

  it("builds the redirect URI from APP_URL", () => {
    expect(redirectUri("https://skyhire.example.com", "apple")).toBe(
      "https://skyhire.example.com/api/auth/apple/callback",
    );
  });
});

describe("OAuthClients", () => {
  let mock: MockOidcProvider;
  beforeAll(async () => {
    mock = await MockOidcProvider.start();
  });
  afterAll(() => mock.stop());

  it("discovers on first use and then reuses the configuration", async () => {
    const clients = new OAuthClients({
      google: { clientId: "id", clientSecret: "secret", issuer: mock.issuer },
      apple: null,
    });
    expect(clients.isConfigured("google")).toBe(true);
    expect(clients.isConfigured("apple")).toBe(false);
    const first = await clients.get("google");
    expect(first.serverMetadata().issuer).toBe(mock.issuer);
    expect(await clients.get("google")).toBe(first);
    await expect(clients.get("apple")).rejects.toThrow(/not configured/);
  });

  it("does not cache a failed discovery, so the next attempt tries again", async () => {
    let requests = 0;
    let healthy = false;
    const flaky = createServer((request, response) => {
      requests++;
      if (!healthy) {
        response.writeHead(503).end();
        return;
      }
      // Forward to the mock provider's discovery document, under this server's issuer.
      void fetch(`${mock.issuer}${request.url}`)
        .then((r) => r.json() as Promise<Record<string, unknown>>)
        .then((document: Record<string, unknown>) => {
          response
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ ...document, issuer }));
        });
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    const issuer = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    try {
      const clients = new OAuthClients({
        google: { clientId: "id", clientSecret: "secret", issuer },
        apple: null,
      });
      await expect(clients.get("google")).rejects.toThrow();
      healthy = true;
      const configuration = await clients.get("google");
      expect(configuration.serverMetadata().issuer).toBe(issuer);
      expect(requests).toBe(2);
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
  });
});
