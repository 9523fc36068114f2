import { pipeline } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CREDENTIAL_DOCUMENT_MAX_BYTES,
  CREDENTIAL_DOCUMENT_MIME_TYPES,
  CREDENTIAL_DOCUMENT_MISSING_MESSAGE,
  credentialDocumentRefusedMessage,
  credentialDocumentTooLargeMessage,
  type CredentialKind,
} from "@skyhire/shared";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { cleanFileName } from "../delivery/fileName";
import { FileTypeSniffer } from "../delivery/sniff";
import { NOT_MULTIPART_MESSAGE } from "../delivery/uploads";
import { ownPilotProfile } from "../pilotProfile/access";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { generateStoredName } from "../storage/storage";
import { saveSubmission, type CredentialFields } from "./save";
import { parseFields } from "./submissionFields";

const DOCUMENT_TYPES = {
  mimes: new Set<string>(CREDENTIAL_DOCUMENT_MIME_TYPES),
  refusedMessage: credentialDocumentRefusedMessage,
};

/**
 * POST /api/credentials/{kind}: a multipart body of the credential's fields, then its document
 * (PDF, JPEG or PNG up to 10 MB, told by its bytes as they stream into storage). Replaces the
 * pilot's previous submission of that kind, which goes back to pending review and out of the
 * verified facts search reads; the old document is removed once the new one is committed.
 */
export async function submitCredential(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  kind: CredentialKind,
  now: Date,
): Promise<void> {
  await ownPilotProfile(app.db, user.id);
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);

  let storedName: string | null = null;
  try {
    const part = await request.file({
      throwFileSizeLimit: false,
      limits: {
        fileSize: CREDENTIAL_DOCUMENT_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 11,
        headerPairs: 100,
      },
    });
    if (!part) throw new HttpError(400, CREDENTIAL_DOCUMENT_MISSING_MESSAGE);
    let fields: CredentialFields;
    try {
      fields = parseFields(kind, part);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const fileName = cleanFileName(part.filename);
    const sniffer = new FileTypeSniffer(fileName, DOCUMENT_TYPES);
    const name = generateStoredName();
    const source = pipeline(part.file, sniffer, () => undefined);
    const { sizeBytes } = await app.storage.put(name, source);
    storedName = name;
    if (part.file.truncated) throw new HttpError(413, credentialDocumentTooLargeMessage(fileName));

    const document = { storedName: name, fileName, contentType: sniffer.fileType.mime, sizeBytes };
    const replaced = await app.db.transaction(async (tx) => {
      const profile = await ownPilotProfile(tx, user.id, { lock: true });
      const saved = await saveSubmission(tx, profile.id, kind, fields, document, now);
      return saved.replacedStoredName;
    });
    storedName = null;
    if (replaced) {
      await app.storage.remove(replaced).catch((error: unknown) => {
        app.log.warn(
          { err: error, storedName: replaced },
          "Could not remove a replaced credential",
        );
      });
    }
  } catch (error) {
    if (storedName) await app.storage.remove(storedName);
    throw uploadError(error);
  }
  invalidatePilotSearchCaches();
}

function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new HttpError(413, "Upload one document with its fields.");
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    return new HttpError(415, NOT_MULTIPART_MESSAGE);
  }
  return error;
}
