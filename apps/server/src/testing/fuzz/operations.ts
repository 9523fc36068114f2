import type { JsonSchema } from "./schemaArbitrary";

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface FuzzOperation {
  /** `GET /api/jobs/{id}` */
  name: string;
  method: string;
  path: string;
  parameters: FuzzParameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** Needs the session cookie (`security` lists it). */
  signedIn: boolean;
}

export interface FuzzParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
}

interface OperationDoc {
  parameters?: FuzzParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDoc>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ["get", "head", "post", "put", "patch", "delete"];

/** Every operation of the document, in the document's order: the fuzzer keeps no list. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(contentType
          ? {
              body: {
                contentType,
                schema: media?.schema ?? {},
                required: operation.requestBody?.required ?? false,
              },
            }
          : {}),
        signedIn: (operation.security ?? []).some((s) => Object.keys(s).length > 0),
      });
    }
  }
  return operations;
}
