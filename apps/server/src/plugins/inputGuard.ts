import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { unstorableTextProblem } from "@skyhire/shared";
import { HttpError } from "./errors";

/** No form of the app nests deeper than a few levels; far more is an attack on recursion. */
export const MAX_JSON_DEPTH = 32;

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

function refuse(path: string, problem: string): never {
  throw new HttpError(400, `Invalid request: ${path}: ${problem}`, [{ path, message: problem }]);
}

/**
 * Walks a parsed value without recursion (a deep value must not overflow our own stack) and
 * refuses it when too deep or when any key or string cannot be stored.
 */
export function checkParsedInput(root: unknown, rootPath: string): void {
  const stack: Pending[] = [{ value: root, path: rootPath, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") {
      const problem = unstorableTextProblem(value);
      if (problem) refuse(path, problem);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) {
      refuse(rootPath, `nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorableTextProblem(key);
      if (problem) refuse(`${path} key`, problem);
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
}

function checkHeaders(request: FastifyRequest): void {
  for (const [name, value] of Object.entries(request.headers)) {
    for (const text of Array.isArray(value) ? value : [value ?? ""]) {
      const problem = unstorableTextProblem(text);
      if (problem) refuse(`headers.${name}`, problem);
    }
  }
}

/**
 * Bad input answers 400 before any schema, handler or hashing sees it: bodies nested deeper
 * than MAX_JSON_DEPTH (a 5,000-level body overflowed the stack: 500), and NUL or lone
 * surrogates in the body, query, path or headers (PostgreSQL threw on them: 500). Runs first
 * in preValidation, so validation, idempotency hashing and SQL never see such input.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      checkHeaders(request);
      checkParsedInput(request.params, "params");
      checkParsedInput(request.query, "querystring");
      if (!Buffer.isBuffer(request.body)) checkParsedInput(request.body, "body");
    });
  },
  { name: "input-guard" },
);
