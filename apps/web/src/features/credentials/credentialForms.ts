import {
  CREDENTIAL_KIND_LABELS,
  insuranceSubmissionSchema,
  part107SubmissionSchema,
  type CredentialDto,
  type CredentialKind,
} from "@skyhire/shared";
import type { SelectOption } from "@/components/ui/native-select";

export type CredentialFieldSpec = {
  name: string;
  label: string;
  type: "text" | "date" | "number" | "select";
  options?: SelectOption[];
  hint?: string;
  /** Shown only when this says so (the issue date of a temporary certificate). */
  shownWhen?: (values: Record<string, string>) => boolean;
  inputMode?: "numeric";
};

export type CredentialFormSpec = {
  kind: CredentialKind;
  title: string;
  description: string;
  schema: typeof part107SubmissionSchema | typeof insuranceSubmissionSchema;
  fields: CredentialFieldSpec[];
  /** The form's values from what is on file (or empty). */
  defaults: (credential: CredentialDto | null) => Record<string, string>;
};

/** 14 CFR 107.61-107.65: the certificate, its type, and the latest test or training. */
export const PART107_FORM: CredentialFormSpec = {
  kind: "part107",
  title: CREDENTIAL_KIND_LABELS.part107,
  description:
    "Your remote pilot certificate and the date of your latest knowledge test or recurrent training: you stay current to the end of the 24th month after it (14 CFR 107.65).",
  schema: part107SubmissionSchema,
  fields: [
    {
      name: "certificateNumber",
      label: "Certificate number",
      type: "text",
      inputMode: "numeric",
      hint: "The 7-digit number on your certificate.",
    },
    {
      name: "certificateType",
      label: "Certificate type",
      type: "select",
      options: [
        { value: "permanent", label: "Permanent" },
        { value: "temporary", label: "Temporary (valid 120 days)" },
      ],
    },
    {
      name: "issuedOn",
      label: "Issue date",
      type: "date",
      shownWhen: (values) => values.certificateType === "temporary",
    },
    {
      name: "lastTestOn",
      label: "Latest knowledge test or recurrent training",
      type: "date",
      hint: "Taken on or after April 6, 2021, it also covers night operations (107.29).",
    },
  ],
  defaults: (c) => ({
    certificateNumber: c?.certificateNumber ?? "",
    certificateType: c?.certificateType ?? "permanent",
    issuedOn: c?.issuedOn ?? "",
    lastTestOn: c?.lastTestOn ?? "",
  }),
};

/** A certificate of insurance: insurer, policy, per-occurrence limit and period. */
export const INSURANCE_FORM: CredentialFormSpec = {
  kind: "insurance",
  title: CREDENTIAL_KIND_LABELS.insurance,
  description:
    "Liability insurance clients can rely on: a job asking for a minimum needs your coverage on its date.",
  schema: insuranceSubmissionSchema,
  fields: [
    { name: "insurer", label: "Insurer", type: "text" },
    { name: "policyNumber", label: "Policy number", type: "text" },
    {
      name: "coverageDollars",
      label: "Per-occurrence coverage (US dollars)",
      type: "number",
      inputMode: "numeric",
      hint: "Whole dollars, e.g. 1000000 for $1M.",
    },
    { name: "effectiveOn", label: "Effective date", type: "date" },
    { name: "expiresOn", label: "Expiry date", type: "date" },
  ],
  defaults: (c) => ({
    insurer: c?.insurer ?? "",
    policyNumber: c?.policyNumber ?? "",
    coverageDollars: c?.coverageCents ? String(c.coverageCents / 100) : "",
    effectiveOn: c?.effectiveOn ?? "",
    expiresOn: c?.kind === "insurance" ? c.validThrough : "",
  }),
};

/** The fields sent: the ones shown, as typed. */
export function fieldsToSend(
  spec: CredentialFormSpec,
  values: Record<string, string>,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of spec.fields) {
    if (field.shownWhen && !field.shownWhen(values)) continue;
    sent[field.name] = (values[field.name] ?? "").trim();
  }
  return sent;
}
