import fc from "fast-check";
import {
  deeplyNestedJson,
  EXTRA_HEADERS,
  EXTRA_KEYS,
  MUTATIONS,
  pick,
  randomFrom,
  WRONG_TYPE_TEXTS,
  type MutationKind,
  type Random,
} from "./hostileValues";
import { mutateHeaderValue, mutateJson, mutateUrlValue } from "./mutateValue";
import type { FuzzRequest, MultipartPart } from "./request";

type JsonPath = (string | number)[];

/** Every place in a JSON value, the value itself first (capped: bodies are small). */
function jsonPaths(value: unknown, limit = 200): JsonPath[] {
  const paths: JsonPath[] = [[]];
  for (let i = 0; i < paths.length && paths.length < limit; i += 1) {
    const path = paths[i] ?? [];
    const node = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
    if (node !== null && typeof node === "object") {
      for (const key of Object.keys(node))
        paths.push([...path, Array.isArray(node) ? Number(key) : key]);
    }
  }
  return paths;
}

function replaceAt(root: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...JsonPath];
  const copy = Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) };
  const child = (copy as Record<string | number, unknown>)[key];
  const next = replaceAt(child, rest, replacement);
  if (next === undefined && !Array.isArray(copy))
    delete (copy as Record<string, unknown>)[key as string];
  else (copy as Record<string | number, unknown>)[key] = next;
  return copy;
}

function mutatePart(
  kind: MutationKind,
  part: MultipartPart,
  random: Random,
): MultipartPart | undefined {
  if (kind === "missing-field") return undefined;
  const onName = part.filename !== undefined && random() < 0.5;
  const text = onName ? (part.filename ?? "") : part.data.toString("latin1");
  if (kind === "malformed-utf8") {
    const bytes = Buffer.from([0xff, 0xed, 0xa0, 0x80]);
    return onName
      ? { ...part, filename: `${text}\u00ff` }
      : { ...part, data: Buffer.concat([part.data, bytes]) };
  }
  if (kind === "deep-nesting" && !onName)
    return { ...part, data: Buffer.from(deeplyNestedJson(5000)) };
  const mutated = mutateJson(kind, onName ? text : part.data.toString("utf8"), random);
  const asText = typeof mutated === "string" ? mutated : JSON.stringify(mutated ?? "");
  return onName ? { ...part, filename: asText } : { ...part, data: Buffer.from(asText) };
}

/** One mutation at one place of the request, chosen by `random`. */
function mutateOnce(request: FuzzRequest, kind: MutationKind, random: Random): FuzzRequest {
  const r: FuzzRequest = { ...request, mutations: [...request.mutations] };
  const body = r.body;
  const places: (() => string)[] = [];
  for (const name of Object.keys(r.path)) {
    places.push(() => {
      const value = mutateUrlValue(kind, r.path[name] ?? "", random);
      r.path = { ...r.path, [name]: value ?? "" };
      return `path.${name}`;
    });
  }
  r.query.forEach(([name, value], index) =>
    places.push(() => {
      const mutated = mutateUrlValue(kind, value, random);
      r.query = r.query.flatMap((pair, i) =>
        i !== index ? [pair] : mutated === undefined ? [] : [[name, mutated]],
      );
      if (kind === "wrong-type") r.query.push([name, pick(random, WRONG_TYPE_TEXTS)]);
      return `query.${name}`;
    }),
  );
  places.push(() => {
    r.query = [...r.query, [pick(random, EXTRA_KEYS), mutateUrlValue(kind, "1", random) ?? ""]];
    return "query.(extra)";
  });
  for (const name of Object.keys(r.headers)) {
    places.push(() => {
      const { [name]: value = "", ...rest } = r.headers;
      const mutated = mutateHeaderValue(kind, value, random);
      r.headers = mutated === undefined ? rest : { ...rest, [name]: mutated };
      return `headers.${name}`;
    });
  }
  places.push(() => {
    const [name, values] = pick(random, EXTRA_HEADERS);
    r.headers = {
      ...r.headers,
      [name]: mutateHeaderValue(kind, pick(random, values), random) ?? "",
    };
    return `headers.${name}`;
  });
  if (body.kind === "json" || body.kind === "none") {
    const value = body.kind === "json" ? body.value : undefined;
    for (const path of body.kind === "json" ? jsonPaths(value) : [[]]) {
      places.push(() => {
        const current = path.reduce<unknown>(
          (v, k) => (v as Record<string | number, unknown>)?.[k],
          value,
        );
        r.body = { kind: "json", value: replaceAt(value, path, mutateJson(kind, current, random)) };
        return `body${path.map((k) => `.${k}`).join("")}`;
      });
    }
  }
  if (body.kind === "form") {
    body.fields.forEach(([name, value], index) =>
      places.push(() => {
        const mutated = mutateUrlValue(kind, value, random);
        r.body = {
          kind: "form",
          fields: body.fields.flatMap((f, i) =>
            i !== index ? [f] : mutated === undefined ? [] : [[name, mutated]],
          ),
        };
        return `body.${name}`;
      }),
    );
  }
  if (body.kind === "multipart") {
    body.parts.forEach((part, index) =>
      places.push(() => {
        const mutated = mutatePart(kind, part, random);
        const parts = body.parts.flatMap((p, i) => (i !== index ? [p] : mutated ? [mutated] : []));
        r.body = { kind: "multipart", parts, truncated: kind === "deep-nesting" && random() < 0.5 };
        return `body.${part.name}`;
      }),
    );
  }
  const where = pick(random, places)();
  r.mutations.push(`${kind}@${where}`);
  return r;
}

/** Zero to three mutations of a valid request: mostly one, sometimes none (a valid request). */
export function mutationsArbitrary(): fc.Arbitrary<[MutationKind, number][]> {
  const one = fc.tuple(fc.constantFrom(...MUTATIONS), fc.integer());
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<[MutationKind, number][]>([]) },
    { weight: 6, arbitrary: fc.array(one, { minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

export function applyMutations(
  request: FuzzRequest,
  mutations: [MutationKind, number][],
): FuzzRequest {
  return mutations.reduce((r, [kind, seed]) => mutateOnce(r, kind, randomFrom(seed)), request);
}
