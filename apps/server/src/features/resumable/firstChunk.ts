import { once } from "node:events";
import type { Readable } from "node:stream";
import { FileTypeSniffer } from "../delivery/sniff";

/**
 * The body of the chunk that starts a file, passed through the magic-byte sniffer: resolves
 * once the type is known (the sniffer lets bytes through), rejects with the 400 naming the
 * file when it is refused, before a byte reaches the staging store.
 */
export async function sniffedFirstChunk(body: Readable, fileName: string): Promise<Readable> {
  const sniffed = new FileTypeSniffer(fileName);
  // pipe, not pipeline: a refused type must not destroy the request, or its 400 could not be
  // sent; a dropped connection still fails the sniffer.
  body.once("error", (error) => sniffed.destroy(error));
  body.pipe(sniffed);
  // "readable" comes with the first bytes let through, or at the end of an empty body; an
  // "error" first (a refused type, a dropped connection) rejects.
  await once(sniffed, "readable");
  return sniffed;
}
