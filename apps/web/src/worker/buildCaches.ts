/**
 * The precache of one build is named after it, so a new build never mixes its files with an
 * older one's, and the older caches can go as soon as the new worker takes over.
 */
export const PRECACHE_PREFIX = "skyhire-precache";

export type ManifestEntry = string | { url: string; revision: string | null };

/** A short, stable id of a build: an FNV-1a hash of its precache manifest. */
export function buildIdOf(manifest: readonly ManifestEntry[]): string {
  const text = JSON.stringify(manifest);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Caches an older build (or an older Workbox) left: every precache but this build's. */
export function staleCaches(names: readonly string[], currentCache: string): string[] {
  return names.filter(
    (name) =>
      name !== currentCache && (name.startsWith(PRECACHE_PREFIX) || name.includes("-precache-")),
  );
}
