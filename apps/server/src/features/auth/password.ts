import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane): about 20-50 ms per hash,
 * slow for attackers yet cheap enough for a login endpoint.
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm is a const enum (not usable under isolatedModules); 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False (never throws) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
