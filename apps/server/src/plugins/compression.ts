import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/** Answers smaller than this gain less than the encoding costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli (else gzip) for API answers above 1 KB: JSON only, so file downloads keep their bytes
 * and Content-Length. Partial answers (206, Content-Range) are never encoded (the plugin skips
 * them: byte ranges count unencoded bytes), and the /ws upgrade never reaches onSend.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // @fastify/compress adds mime-db's compressible types (text/*, ...) to customTypes; a file
    // download of such a type must still go out as stored. Its onSend hook, added next, reads
    // this header, so ours has to run first.
    app.addHook("onSend", async (request, reply) => {
      const type = String(reply.getHeader("content-type") ?? "application/json");
      if (!JSON_TYPE.test(type)) request.headers["x-no-compression"] = "1";
    });
    await app.register(compress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ["br", "gzip"],
      customTypes: JSON_TYPE,
      // Quality 4 is several times cheaper than the default 11, for nearly the same size on JSON.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: "compression" },
);
