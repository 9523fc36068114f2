import type { Multipart, MultipartFile } from "@fastify/multipart";
import {
  insuranceSubmissionSchema,
  part107SubmissionSchema,
  part107ValidThrough,
  type CredentialKind,
} from "@skyhire/shared";
import type { z } from "zod";
import { HttpError, type FieldError } from "../../plugins/errors";
import type { CredentialFields } from "./save";

/** The typed fields of a submission, checked like a JSON body (400 with field details). */
export function parseFields(kind: CredentialKind, part: MultipartFile): CredentialFields {
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
