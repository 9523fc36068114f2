import fc from "fast-check";

/** `pilot-images` → ["pilot", "image"], `profileId` → ["profile"]. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && w !== "id" && w !== "api")
    .map((w) => (w.endsWith("s") ? w.slice(0, -1) : w));
}

/**
 * Ids to put where the document asks for a uuid, so requests reach the handlers instead of
 * stopping at "not found": the rows of the table the name points at (`/jobs/{id}` → jobs,
 * `propertyId` → properties, `{fileId}` → job_files), often the demo accounts' own, sometimes
 * any row of any table (someone else's), sometimes an id nothing has.
 */
export function createIdPool(idsByTable: Map<string, string[]>) {
  const tables = [...idsByTable.keys()].map((table) => ({ table, words: wordsOf(table) }));
  const everyId = [...idsByTable.values()].flat();
  const cache = new Map<string, fc.Arbitrary<string>>();

  function tablesFor(words: string[]): string[] {
    if (words.length === 0) return [];
    return tables.filter((t) => words.every((w) => t.words.includes(w))).map((t) => t.table);
  }

  /** `context` is the path segment before the parameter, or empty for a body property. */
  return function uuidsFor(hint: string, context = ""): fc.Arbitrary<string> {
    const key = `${context}|${hint}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const own = wordsOf(hint);
    const around = wordsOf(context);
    const candidates =
      [tablesFor([...around, ...own]), tablesFor(own), tablesFor(around)].find((l) => l.length) ??
      [];
    const ids = candidates.flatMap((table) => idsByTable.get(table) ?? []);
    const choices: fc.WeightedArbitrary<string>[] = [
      { weight: 2, arbitrary: fc.constantFrom(...everyId) },
      { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    ];
    if (ids.length) choices.push({ weight: 7, arbitrary: fc.constantFrom(...ids) });
    const arbitrary = fc.oneof(...choices);
    cache.set(key, arbitrary);
    return arbitrary;
  };
}

export type UuidsFor = ReturnType<typeof createIdPool>;
