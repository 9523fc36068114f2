/** The kinds of hostile input the issue lists; each request gets zero to three of them. */
export const MUTATIONS = [
  "nul",
  "lone-surrogate",
  "malformed-utf8",
  "huge-string",
  "wrong-type",
  "missing-field",
  "extra-field",
  "deep-nesting",
  "huge-number",
  "unknown-enum",
] as const;
export type MutationKind = (typeof MUTATIONS)[number];

export type Random = () => number;

export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** A small deterministic generator for the choices inside one mutation. */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KB = 1024;
export function hugeString(random: Random): string {
  return pick(random, [
    () => "x".repeat(200 * KB),
    () => "é".repeat(100 * KB),
    () => "🚁".repeat(50 * KB),
  ])();
}

/** Inserted into a JSON string; request.ts sends it as a byte that is not UTF-8 (0xFF). */
export const INVALID_UTF8_MARKER = "\uE000";

export const LONE_SURROGATES = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF"];

/** Percent-encoded bytes that are not UTF-8: overlong NUL, CESU surrogates, cut sequences. */
export const MALFORMED_PERCENT = [
  "%FF",
  "%C0%80",
  "%E2%82",
  "%ED%A0%80",
  "%ED%B0%80",
  "%",
  "%zz",
  "%F4%90%80%80",
];

export const HUGE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e21,
  5e-324,
  123456789012345680000,
];

export const HUGE_NUMBER_TEXTS = [
  "1e309",
  "-1e309",
  "99999999999999999999999999",
  "-9223372036854775809",
  "9223372036854775808",
  "2147483648",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e-400",
  "0x7fffffff",
  "1_000",
];

export const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  true,
  false,
  null,
  "text",
  "",
  [],
  {},
  [1, "a"],
  { a: 1 },
];
export const WRONG_TYPE_TEXTS = [
  "",
  " ",
  "true",
  "null",
  "[]",
  "{}",
  "[object Object]",
  "1.5",
  "-1",
  "undefined",
  "a,b",
];

export function unknownEnumValue(random: Random, current: unknown): string {
  const near =
    typeof current === "string" ? [current.toUpperCase(), `${current} `, `${current}_x`] : [];
  return pick(random, [...near, "not_a_choice", "__proto__", "constructor", "toString", "admin"]);
}

export const EXTRA_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "userId",
  "role",
  "isAdmin",
  "status",
  "password",
  "x\u0000y",
  "ключ",
];

/** Request headers a server reads without the document naming them. */
export const EXTRA_HEADERS: [string, string[]][] = [
  [
    "range",
    [
      "bytes=0-",
      "bytes=99999999999999999999-",
      "bytes=-0",
      "bytes=5-1",
      "bytes=0-1,2-3",
      "items=1-2",
    ],
  ],
  ["if-none-match", ['"x"', "*", "W/"]],
  [
    "if-modified-since",
    ["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", "Fri, 31 Dec 275760 00:00:00 GMT"],
  ],
  ["x-request-id", ["", "../../etc", "id with spaces"]],
  ["accept-encoding", ["br;q=abc, gzip;q=-1", "*;q=1e309"]],
  ["accept", ["text/csv", "*/*;q=x", "application/xml"]],
];

/**
 * Stands for a value nested `depth` levels deep; request.ts writes it into the JSON text itself
 * (JSON.stringify of 5,000 levels would overflow the test's own stack).
 */
export const DEEP_MARKER = "\uE001";
export function deeplyNested(depth: number): string {
  return `${DEEP_MARKER}${depth}${DEEP_MARKER}`;
}

/** `{"a":[{"a":[…1…]}]}` as text, `depth` levels deep. */
export function deeplyNestedJson(depth: number): string {
  const open: string[] = [];
  const close: string[] = [];
  for (let i = 0; i < depth; i += 1) {
    open.push(i % 2 ? "[" : '{"a":');
    close.push(i % 2 ? "]" : "}");
  }
  return `${open.join("")}1${close.reverse().join("")}`;
}

export function insertAt(random: Random, text: string, insert: string): string {
  const at = Math.floor(random() * (text.length + 1));
  return text.slice(0, at) + insert + text.slice(at);
}
