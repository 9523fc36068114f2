import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("produces argon2id hashes with the agreed cost settings", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("verifies the right password and rejects a wrong or malformed one", async () => {
    const hash = await hashPassword("SkyHire-demo-2026");
    expect(await verifyPassword(hash, "SkyHire-demo-2026")).toBe(true);
    expect(await verifyPassword(hash, "skyhire-demo-2026")).toBe(false);
    expect(await verifyPassword("not-a-hash", "SkyHire-demo-2026")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});
