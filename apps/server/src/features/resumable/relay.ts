import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Metadata } from "@tus/utils";
import type { UploadOwner } from "./access";

/**
 * The Fastify request as the web Request the tus server handles: the same method, path and
 * headers, the body given (the raw one or the sniffed first chunk) and, for a new upload, the
 * metadata the server checked instead of the client's.
 */
export function toTusRequest(
  request: FastifyRequest,
  body: Readable | null,
  owner?: UploadOwner,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  if (owner) headers.set("upload-metadata", Metadata.stringify({ ...owner }));
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: "half" } : {}),
  };
  return new Request(new URL(request.url, "http://localhost"), init);
}

/** Sends the tus server's answer (status, headers, its short text body) as this reply. */
export async function sendTusResponse(reply: FastifyReply, response: Response) {
  response.headers.forEach((value, name) => {
    if (name !== "content-length") reply.header(name, value);
  });
  const text = await response.text();
  reply.code(response.status);
  return text === "" ? reply.send() : reply.type("text/plain; charset=utf-8").send(text);
}
