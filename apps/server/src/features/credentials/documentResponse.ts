import { CREDENTIAL_DOCUMENT_MIME_TYPES } from "@skyhire/shared";
import { fileResponse, multipartBody } from "../../openapi/docOnly";

/** The 200 of a document route: the bytes, in the type detected at upload. */
export const credentialDocumentOpenApi = {
  responses: {
    200: fileResponse("The document, shown inline", [...CREDENTIAL_DOCUMENT_MIME_TYPES]),
  },
};

const text = (description: string) => ({ type: "string", description });
const date = (description: string) => ({ type: "string", format: "date", description });

/** The multipart submissions: the credential's fields as text parts, then its one file. */
export const submissionOpenApi = {
  requestBody: multipartBody("file", "One PDF, JPEG or PNG up to 10 MB, after the fields", {
    certificateNumber: text("part107: the 6 to 8 digits of the certificate"),
    certificateType: { type: "string", enum: ["permanent", "temporary"], description: "part107" },
    issuedOn: date("part107: issue date, required for a temporary certificate"),
    lastTestOn: date("part107: the latest knowledge test or recurrent training"),
    insurer: text("insurance"),
    policyNumber: text("insurance"),
    coverageDollars: { type: "integer", description: "insurance: per occurrence, whole dollars" },
    effectiveOn: date("insurance"),
    expiresOn: date("insurance"),
  }),
};
