import type { ZodType } from "zod";

/**
 * Schema kinds that parse (forward) and encode (backward) alike: they only check a value and
 * copy what they declare. A transform, codec or preprocess (a "pipe") runs one way only, a
 * default, prefault or catch fills in values on the way in only; those, and any kind not listed,
 * count as directional.
 */
const SAME_BOTH_WAYS = new Set([
  "string",
  "number",
  "int",
  "boolean",
  "bigint",
  "symbol",
  "undefined",
  "null",
  "any",
  "unknown",
  "never",
  "void",
  "date",
  "nan",
  "enum",
  "literal",
  "template_literal",
  "file",
  "custom",
  "object",
  "array",
  "tuple",
  "union",
  "intersection",
  "record",
  "map",
  "set",
  "optional",
  "nullable",
  "nonoptional",
  "readonly",
  "lazy",
]);

/** What zod keeps in a schema's `_zod.def`, as far as this walk reads it. */
interface SchemaDef {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  innerType?: ZodType;
  getter?: () => ZodType;
}

function childrenOf(def: SchemaDef): ZodType[] {
  const children = [
    ...Object.values(def.shape ?? {}),
    ...(def.items ?? []),
    ...(def.options ?? []),
    def.catchall,
    def.element,
    def.rest,
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    def.innerType,
    def.getter?.(),
  ];
  return children.filter((child): child is ZodType => child != null);
}

/**
 * True when parsing a value with `schema` gives what encoding it gives (or both refuse it): no
 * kind anywhere inside runs one way only. Recursive schemas (z.lazy) are walked once.
 */
export function checksTheSameBothWays(schema: ZodType): boolean {
  const seen = new Set<ZodType>();
  const pending = [schema];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const def = next._zod.def as SchemaDef;
    if (!SAME_BOTH_WAYS.has(def.type)) return false;
    pending.push(...childrenOf(def));
  }
  return true;
}
