import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { CREDENTIAL_NOT_FOUND_MESSAGE } from "@skyhire/shared";
import { pilotCredentials, pilotProfiles, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { contentDisposition } from "../delivery/contentDisposition";

/**
 * GET /api/credentials/{id}/document (its pilot) and /api/admin/credentials/{id}/document
 * (operators): the document streamed from storage, shown inline for the viewer, never cached by
 * shared caches, with the type detected at upload, nosniff and a sandbox. Anyone else's
 * credential answers 404, like one that does not exist.
 */
export async function sendCredentialDocument(
  app: FastifyInstance,
  reply: FastifyReply,
  viewer: User,
  id: string,
): Promise<FastifyReply> {
  const [found] = await app.db
    .select({ credential: pilotCredentials, pilotUserId: pilotProfiles.userId })
    .from(pilotCredentials)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, pilotCredentials.pilotProfileId))
    .where(eq(pilotCredentials.id, id));
  if (!found || (found.pilotUserId !== viewer.id && viewer.role !== "admin")) {
    throw new HttpError(404, CREDENTIAL_NOT_FOUND_MESSAGE);
  }
  const { credential } = found;
  const isPdf = credential.contentType === "application/pdf";
  return (
    reply
      .code(200)
      .type(credential.contentType)
      .header("Content-Length", credential.sizeBytes)
      .header("Content-Disposition", contentDisposition("inline", credential.fileName))
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      // Images in a sandbox like every served upload; a sandboxed PDF would not open in Chrome's
      // viewer, whose scripts run apart from this origin anyway. The review screen embeds the
      // document in an <object>, which the browser refuses for an answer that forbids framing
      // (the site-wide DENY): this one may be framed by this site's own pages, no one else's.
      .header(
        "Content-Security-Policy",
        `default-src 'none'; frame-ancestors 'self'${isPdf ? "" : "; sandbox"}`,
      )
      .header("X-Frame-Options", "SAMEORIGIN")
      .send(app.storage.read(credential.storedName))
  );
}
