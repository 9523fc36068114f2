import fc from "fast-check";

export type JsonSchema = Record<string, unknown>;

/** Values a schema accepts, for the parts of JSON Schema zod writes into the document. */
export interface SchemaContext {
  /** `#/components/schemas/...` of the document, for `$ref`. */
  components: Record<string, JsonSchema>;
  /** Ids the database holds for a uuid named `hint` (a property or parameter; see idPool.ts). */
  uuidsFor(hint: string): fc.Arbitrary<string>;
  /** The app's clock at the start of the run: generated dates fall around it. */
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Long enough to reach a column's limit, short enough that 10,000 requests stay fast.
const LONGEST_GENERATED_TEXT = 300;

function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.replace("#/components/schemas/", "");
  return context.components[name] ?? {};
}

function numberBound(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = numberBound(schema.exclusiveMinimum);
  const exclusiveMax = numberBound(schema.exclusiveMaximum);
  const min = numberBound(schema.minimum) ?? (exclusiveMin ?? -1_000_000) + 1;
  const max = numberBound(schema.maximum) ?? (exclusiveMax ?? 1_000_000_000) - 1;
  const low = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
  const high = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
  // The bounds themselves are where overflow bugs live: draw them often.
  return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high));
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = numberBound(schema.minimum) ?? numberBound(schema.exclusiveMinimum) ?? -1e6;
  const max = numberBound(schema.maximum) ?? numberBound(schema.exclusiveMaximum) ?? 1e9;
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max),
  );
}

function dateTimeArbitrary(context: SchemaContext): fc.Arbitrary<string> {
  const now = context.now.getTime();
  return fc
    .integer({ min: -60, max: 180 })
    .chain((days) => fc.integer({ min: 0, max: DAY_MS - 1 }).map((ms) => days * DAY_MS + ms))
    .map((offset) => new Date(now + offset).toISOString());
}

function stringArbitrary(
  schema: JsonSchema,
  context: SchemaContext,
  hint: string,
): fc.Arbitrary<string> {
  const minLength = numberBound(schema.minLength) ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(numberBound(schema.maxLength) ?? LONGEST_GENERATED_TEXT, LONGEST_GENERATED_TEXT),
  );
  switch (schema.format) {
    case "uuid":
      return context.uuidsFor(hint);
    case "date-time":
      return dateTimeArbitrary(context);
    case "date":
      return dateTimeArbitrary(context).map((iso) => iso.slice(0, 10));
    case "email":
      return fc.emailAddress().filter((e) => e.length <= maxLength);
    case "uri":
    case "url":
      return fc.webUrl().filter((u) => u.length <= maxLength);
  }
  if (typeof schema.pattern === "string") {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  const text = (unit: "grapheme" | "grapheme-ascii") =>
    fc.string({ unit, minLength, maxLength: Math.min(maxLength, minLength + 40) });
  // Exactly the longest the schema allows: a column narrower than the schema shows up here.
  const longest = fc.string({ unit: "grapheme-ascii", minLength: maxLength, maxLength });
  return fc.oneof(text("grapheme-ascii"), text("grapheme"), longest);
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valueArbitrary(value, context, key)]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
}

/** Values the schema describes (mostly valid; patterns zod adds to formats are kept). */
export function valueArbitrary(
  raw: JsonSchema,
  context: SchemaContext,
  hint = "",
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, context);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueArbitrary(c, context, hint)));
  if (Array.isArray(schema.allOf)) {
    const merged = Object.assign(
      {},
      ...(schema.allOf as JsonSchema[]).map((s) => resolve(s, context)),
    );
    return valueArbitrary(merged, context, hint);
  }
  const type = Array.isArray(schema.type) ? fc.constantFrom(...schema.type) : undefined;
  if (type) return type.chain((t) => valueArbitrary({ ...schema, type: t }, context, hint));
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return integerArbitrary(schema);
    case "number":
      return numberArbitrary(schema);
    case "string":
      return stringArbitrary(schema, context, hint);
    case "array": {
      const minLength = numberBound(schema.minItems) ?? 0;
      const maxLength = Math.min(numberBound(schema.maxItems) ?? 4, minLength + 4);
      const items = valueArbitrary((schema.items as JsonSchema | undefined) ?? {}, context, hint);
      const unique = schema.uniqueItems === true;
      return unique
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(schema, context);
  }
  if (schema.properties) return objectArbitrary(schema, context);
  return fc.jsonValue({ maxDepth: 2 });
}
