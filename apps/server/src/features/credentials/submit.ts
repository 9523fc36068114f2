import { pipeline } from "node:stream";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CREDENTIAL_DOCUMENT_MAX_BYTES,
  CREDENTIAL_DOCUMENT_MIME_TYPES,
  CREDENTIAL_DOCUMENT_MISSING_MESSAGE,
  credentialDocumentRefusedMessage,
  credentialDocumentTooLargeMessage,
  insuranceSubmissionSchema,
  part107SubmissionSchema,
  part107ValidThrough,
  type CredentialKind,
} from "@skyhire/shared";
import type { z } from "zod";
import type { User } from "../../db/schema";
import { HttpError, type FieldError } from "../../plugins/errors";
import { cleanFileName } from "../delivery/fileName";
import { FileTypeSniffer } from "../delivery/sniff";
import { NOT_MULTIPART_MESSAGE } from "../delivery/uploads";
import { ownPilotProfile } from "../pilotProfile/access";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { generateStoredName } from "../storage/storage";
import { saveSubmission, type CredentialFields } from "./save";

const DOCUMENT_TYPES = {
  mimes: new Set<string>(CREDENTIAL_DOCUMENT_MIME_TYPES),
  refusedMessage: credentialDocumentRefusedMessage,
};

/** The typed fields of a submission, checked like a JSON body (400 with field details). */
function parseFields(kind: CredentialKind, part: MultipartFile): CredentialFields {
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = (Array.isArray(value) ? value[0] : value) as Multipart | undefined;
    if (field && field.type === "field") raw[name] = String(field.value);
  }
  const schema = kind === "part107" ? part107SubmissionSchema : insuranceSubmissionSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fieldsError(parsed.error);
  if (kind === "part107") {
    const p = parsed.data as z.output<typeof part107SubmissionSchema>;
    const issuedOn = p.issuedOn ?? null;
    return {
      certificateNumber: p.certificateNumber,
      certificateType: p.certificateType,
      issuedOn,
      lastTestOn: p.lastTestOn,
      validThrough: part107ValidThrough({ ...p, issuedOn }),
    };
  }
  const i = parsed.data as z.output<typeof insuranceSubmissionSchema>;
  return {
    insurer: i.insurer,
    policyNumber: i.policyNumber,
    coverageCents: i.coverageDollars,
    effectiveOn: i.effectiveOn,
    validThrough: i.expiresOn,
  };
}

function fieldsError(error: z.ZodError): HttpError {
  const details: FieldError[] = error.issues.map((issue) => ({
    path: ["body", ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  const summary = details.map((d) => `${d.path}: ${d.message}`).join("; ");
  return new HttpError(400, `Invalid request: ${summary}`, details);
}

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
