/**
 * What an instance remembers about recent searches, by a key of the search: hints that make
 * the next such search cheaper, never answers (each user proves or ignores its hint). At most
 * `limit` keys; the least recently used goes first. Each instance learns its own.
 */
export function searchMemory<Hint>(limit: number) {
  const hints = new Map<string, Hint>();
  return {
    get(key: string): Hint | undefined {
      const hint = hints.get(key);
      if (hint !== undefined) {
        // Most recently used last, so the oldest is the first key when one must go.
        hints.delete(key);
        hints.set(key, hint);
      }
      return hint;
    },
    set(key: string, hint: Hint): void {
      hints.delete(key);
      hints.set(key, hint);
      if (hints.size > limit) hints.delete(hints.keys().next().value as string);
    },
    delete(key: string): void {
      hints.delete(key);
    },
  };
}
