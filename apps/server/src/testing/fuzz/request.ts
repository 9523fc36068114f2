import type { InjectOptions } from "fastify";
import { DEEP_MARKER, deeplyNestedJson, INVALID_UTF8_MARKER } from "./hostileValues";
import type { ActorName } from "./world";

/** A value in a URL or form: text to percent-encode, or bytes already encoded (`%FF`). */
export type UrlValue = string | { raw: string };

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export type FuzzBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "form"; fields: [string, UrlValue][] }
  | { kind: "multipart"; parts: MultipartPart[]; truncated?: boolean };

/** One request of the run, before it is sent; `mutations` says how it was made hostile. */
export interface FuzzRequest {
  actor: ActorName;
  path: Record<string, UrlValue>;
  query: [string, UrlValue][];
  headers: Record<string, string>;
  body: FuzzBody;
  mutations: string[];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * a careless encoder writes for it (ED A0 80 for U+D800): not UTF-8, as a hostile client would.
 */
export function encodeText(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .reduce((joined, part, i) => {
      const surrogate = text.match(LONE_SURROGATE)?.[i - 1]?.charCodeAt(0) ?? 0;
      const bytes = [
        0xe0 | (surrogate >> 12),
        0x80 | ((surrogate >> 6) & 0x3f),
        0x80 | (surrogate & 0x3f),
      ];
      return `${joined}${bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("")}${part}`;
    });
}

function encode(value: UrlValue): string {
  return typeof value === "string" ? encodeText(value) : value.raw;
}

function encodePairs(pairs: [string, UrlValue][]): string {
  return pairs.map(([name, value]) => `${encodeText(name)}=${encode(value)}`).join("&");
}

/** The marker's UTF-8 bytes become 0xFF, which no UTF-8 text contains. */
function withInvalidUtf8(json: string): Buffer {
  const parts = json.split(INVALID_UTF8_MARKER).map((p) => Buffer.from(p));
  return Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from([0xff]), p])));
}

const BOUNDARY = "----skyhire-fuzz-boundary";

function multipartPayload(parts: MultipartPart[], truncated: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from("\r\n"),
    );
  }
  if (!truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The request as `app.inject` takes it (the session cookie and Origin are added by the run). */
export function toInject(
  method: string,
  pathTemplate: string,
  request: FuzzRequest,
): InjectOptions {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.path[name];
    return value === undefined ? "" : encode(value);
  });
  const query = encodePairs(request.query);
  const options: InjectOptions = {
    method: method as InjectOptions["method"],
    url: query ? `${path}?${query}` : path,
    headers: { ...request.headers },
  };
  const body = request.body;
  if (body.kind === "json") {
    options.headers = { ...options.headers, "content-type": "application/json" };
    const deep = new RegExp(`"${DEEP_MARKER}(\\d+)${DEEP_MARKER}"`, "g");
    const json =
      body.value === undefined
        ? ""
        : JSON.stringify(body.value).replace(deep, (_, depth: string) =>
            deeplyNestedJson(Number(depth)),
          );
    options.payload = json.includes(INVALID_UTF8_MARKER) ? withInvalidUtf8(json) : json;
  } else if (body.kind === "form") {
    options.headers = { ...options.headers, "content-type": "application/x-www-form-urlencoded" };
    options.payload = encodePairs(body.fields);
  } else if (body.kind === "multipart") {
    options.headers = {
      ...options.headers,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    };
    options.payload = multipartPayload(body.parts, body.truncated === true);
  }
  return options;
}

/** A short line for the report: enough to find the request again from its seed and index. */
export function describeRequest(options: InjectOptions): string {
  const url = String(options.url);
  const payload = options.payload;
  const size = typeof payload === "string" || Buffer.isBuffer(payload) ? payload.length : 0;
  const shownUrl = url.length > 160 ? `${url.slice(0, 160)}…(${url.length} chars)` : url;
  const shownBody =
    typeof payload === "string"
      ? payload.length > 200
        ? `${payload.slice(0, 200)}…(${size} chars)`
        : payload
      : size
        ? `<${size} bytes>`
        : "";
  return `${options.method} ${shownUrl} ${shownBody}`.trim();
}
