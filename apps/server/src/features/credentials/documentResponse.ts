import { z } from "zod";
import { CREDENTIAL_DOCUMENT_MIME_TYPES } from "@skyhire/shared";

/** The 200 of a document route, in OpenAPI: the bytes, in the type detected at upload. */
export const credentialDocumentResponse = {
  description: "The document, shown inline (PDF, JPEG or PNG)",
  content: Object.fromEntries(
    CREDENTIAL_DOCUMENT_MIME_TYPES.map((type) => [
      type,
      { schema: z.string().meta({ format: "binary" }) },
    ]),
  ),
};

/** How the multipart submissions are described, since their body is not JSON. */
export const SUBMISSION_DESCRIPTION =
  "multipart/form-data: the credential's fields as text parts, then one file part (PDF, JPEG or PNG up to 10 MB, told by its bytes). " +
  "part107: certificateNumber, certificateType (permanent|temporary), issuedOn (YYYY-MM-DD, required when temporary), lastTestOn. " +
  "insurance: insurer, policyNumber, coverageDollars (whole dollars per occurrence), effectiveOn, expiresOn.";
