import fc from "fast-check";
import type { UuidsFor } from "./idPool";
import type { FuzzOperation, FuzzParameter } from "./operations";
import type { FuzzBody, FuzzRequest, MultipartPart, UrlValue } from "./request";
import { valueArbitrary, type JsonSchema, type SchemaContext } from "./schemaArbitrary";
import type { ActorName } from "./world";

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** Files an upload may carry: real small ones, a cut one, and bytes of no known type. */
const SAMPLE_FILES: { filename: string; contentType: string; data: Buffer }[] = [
  { filename: "pixel.png", contentType: "image/png", data: ONE_PIXEL_PNG },
  { filename: "cut.png", contentType: "image/png", data: ONE_PIXEL_PNG.subarray(0, 30) },
  { filename: "doc.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-1.4\n%%EOF\n") },
  {
    filename: "photo.jpg",
    contentType: "image/jpeg",
    data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  },
  {
    filename: "noise.bin",
    contentType: "application/octet-stream",
    data: Buffer.from("not a file"),
  },
];

/** Signed-in operations go mostly to the accounts that use them, and to a stranger. */
function actorArbitrary(operation: FuzzOperation): fc.Arbitrary<ActorName> {
  if (!operation.signedIn)
    return fc.constantFrom<ActorName>("anonymous", "anonymous", "stranger", "client", "pilot");
  const rightRoles: ActorName[] = operation.path.startsWith("/api/admin/")
    ? ["ops"]
    : ["client", "pilot", "both"];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...rightRoles) },
    { weight: 3, arbitrary: fc.constant<ActorName>("stranger") },
    { weight: 1, arbitrary: fc.constantFrom<ActorName>("anonymous", "ops") },
  );
}

function asUrlValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value))
    return value.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  return [typeof value === "string" ? value : JSON.stringify(value)];
}

function segmentBefore(path: string, name: string): string {
  const parts = path.split("/");
  return parts[parts.indexOf(`{${name}}`) - 1] ?? "";
}

function parameterArbitrary(
  operation: FuzzOperation,
  parameter: FuzzParameter,
  context: SchemaContext,
  uuidsFor: UuidsFor,
): fc.Arbitrary<string[]> {
  const schema = parameter.schema;
  const ids = uuidsFor(parameter.name, segmentBefore(operation.path, parameter.name));
  const anyValue = valueArbitrary(schema, context, parameter.name);
  // An id the schema leaves as plain text (`/pilots/{id}`, `/conversations/{id}`) is still an id.
  const value =
    schema.format === "uuid"
      ? ids
      : /^id$|Id$/.test(parameter.name)
        ? fc.oneof({ weight: 4, arbitrary: ids }, { weight: 1, arbitrary: anyValue })
        : anyValue;
  const values = value.map(asUrlValues);
  return parameter.required ? values : fc.option(values, { nil: [] as string[] });
}

function fieldsOf(schema: JsonSchema, value: unknown): [string, unknown][] {
  if (value === null || typeof value !== "object") return [];
  const order = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
  return Object.entries(value).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

function isFileField(schema: JsonSchema | undefined): boolean {
  const items = schema?.items as JsonSchema | undefined;
  return schema?.contentMediaType !== undefined || items?.contentMediaType !== undefined;
}

function bodyArbitrary(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<FuzzBody> {
  const body = operation.body;
  if (!body) return fc.constant({ kind: "none" });
  const schema = body.schema;
  const value = valueArbitrary(schema, context);
  if (body.contentType === "application/json")
    return value.map((v) => ({ kind: "json", value: v }));
  if (body.contentType === "application/x-www-form-urlencoded") {
    return value.map((v) => ({
      kind: "form",
      fields: fieldsOf(schema, v).flatMap(([k, f]) =>
        asUrlValues(f).map((s): [string, UrlValue] => [k, s]),
      ),
    }));
  }
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const fileFields = Object.keys(properties).filter((k) => isFileField(properties[k]));
  const textSchema = {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).filter(([k]) => !fileFields.includes(k)),
    ),
  };
  const files = fc.array(fc.constantFrom(...SAMPLE_FILES), { minLength: 1, maxLength: 2 });
  return fc.tuple(valueArbitrary(textSchema, context), files).map(([fields, chosen]) => {
    const parts: MultipartPart[] = fieldsOf(textSchema, fields).flatMap(([name, f]) =>
      asUrlValues(f).map((text) => ({ name, data: Buffer.from(text) })),
    );
    for (const field of fileFields) {
      for (const file of chosen) parts.push({ name: field, ...file });
    }
    return { kind: "multipart", parts };
  });
}

/** A request the document describes for the operation, before any mutation. */
export function validRequestArbitrary(
  operation: FuzzOperation,
  context: SchemaContext,
  uuidsFor: UuidsFor,
): fc.Arbitrary<FuzzRequest> {
  const parameters = (where: FuzzParameter["in"]) =>
    fc.tuple(
      ...operation.parameters
        .filter((p) => p.in === where)
        .map((p) =>
          parameterArbitrary(operation, p, context, uuidsFor).map((values) => ({
            name: p.name,
            values,
          })),
        ),
    );
  return fc
    .record({
      actor: actorArbitrary(operation),
      path: parameters("path"),
      query: parameters("query"),
      headers: parameters("header"),
      body: bodyArbitrary(operation, context),
    })
    .map(({ actor, path, query, headers, body }) => ({
      actor,
      path: Object.fromEntries(path.map((p) => [p.name, p.values[0] ?? ""])),
      query: query.flatMap((p) => p.values.map((v): [string, UrlValue] => [p.name, v])),
      headers: Object.fromEntries(
        headers.filter((h) => h.values.length).map((h) => [h.name, h.values[0] ?? ""]),
      ),
      body,
      mutations: [],
    }));
}
