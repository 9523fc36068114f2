import {
  deeplyNested,
  EXTRA_KEYS,
  HUGE_NUMBER_TEXTS,
  HUGE_NUMBERS,
  hugeString,
  insertAt,
  INVALID_UTF8_MARKER,
  LONE_SURROGATES,
  MALFORMED_PERCENT,
  pick,
  unknownEnumValue,
  WRONG_TYPE_TEXTS,
  WRONG_TYPES,
  type MutationKind,
  type Random,
} from "./hostileValues";
import { encodeText, type UrlValue } from "./request";

/** Undefined: remove it. */
export type Mutated<T> = T | undefined;

/** A JSON value made hostile in the way `kind` names. */
export function mutateJson(kind: MutationKind, value: unknown, random: Random): Mutated<unknown> {
  const text = typeof value === "string" ? value : "text";
  switch (kind) {
    case "nul":
      return insertAt(random, text, "\u0000");
    case "lone-surrogate":
      return insertAt(random, text, pick(random, LONE_SURROGATES));
    case "malformed-utf8":
      return insertAt(random, text, INVALID_UTF8_MARKER);
    case "huge-string":
      return hugeString(random);
    case "wrong-type":
      return pick(
        random,
        WRONG_TYPES.filter(
          (w) => typeof w !== typeof value || Array.isArray(w) !== Array.isArray(value),
        ),
      );
    case "missing-field":
      return undefined;
    case "extra-field": {
      const extra = { [pick(random, EXTRA_KEYS)]: pick(random, WRONG_TYPES) };
      return value !== null && typeof value === "object" && !Array.isArray(value)
        ? { ...value, ...extra }
        : extra;
    }
    case "deep-nesting":
      return deeplyNested(pick(random, [33, 200, 5000]));
    case "huge-number":
      return pick(random, HUGE_NUMBERS);
    case "unknown-enum":
      return unknownEnumValue(random, value);
  }
}

/** A query, path or form value made hostile; bytes that are not UTF-8 go in percent-encoded. */
export function mutateUrlValue(
  kind: MutationKind,
  value: UrlValue,
  random: Random,
): Mutated<UrlValue> {
  const encoded = typeof value === "string" ? encodeText(value) : value.raw;
  switch (kind) {
    case "nul":
      return pick(random, [{ raw: `${encoded}%00` }, { raw: `%00${encoded}` }]);
    case "lone-surrogate":
      return pick(random, [{ raw: `${encoded}%ED%A0%80` }, { raw: `%ED%B0%80${encoded}` }]);
    case "malformed-utf8":
      return { raw: `${encoded}${pick(random, MALFORMED_PERCENT)}` };
    case "huge-string":
      return hugeString(random);
    case "wrong-type":
      return pick(random, WRONG_TYPE_TEXTS);
    case "missing-field":
      return undefined;
    case "extra-field":
      return { raw: `${encoded}&${encodeText(pick(random, EXTRA_KEYS))}=1` };
    case "deep-nesting":
      return `${"[".repeat(200)}${"]".repeat(200)}`;
    case "huge-number":
      return pick(random, HUGE_NUMBER_TEXTS);
    case "unknown-enum":
      return unknownEnumValue(random, value);
  }
}

/** A header value made hostile (raw characters: app.inject sends what a proxy might pass). */
export function mutateHeaderValue(
  kind: MutationKind,
  value: string,
  random: Random,
): Mutated<string> {
  switch (kind) {
    case "nul":
      return insertAt(random, value, "\u0000");
    case "lone-surrogate":
      return insertAt(random, value, pick(random, LONE_SURROGATES));
    case "malformed-utf8":
      return insertAt(random, value, "\u00ff\u00fe");
    case "missing-field":
      return undefined;
    default: {
      const mutated = mutateUrlValue(kind, value, random);
      return typeof mutated === "object" ? mutated.raw : mutated;
    }
  }
}
