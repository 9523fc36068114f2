import { zodResolver } from "@hookform/resolvers/zod";
import { CREDENTIAL_DOCUMENT_ACCEPT, type CredentialDto } from "@skyhire/shared";
import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { FieldMessages, FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/features/toast/toastStore";
import { useSubmitCredential } from "./credentialQueries";
import { fieldsToSend, type CredentialFormSpec } from "./credentialForms";

type Values = Record<string, string>;

/** The fields of a credential and its document; sending it puts it in review. */
export function CredentialForm({
  spec,
  credential,
}: {
  spec: CredentialFormSpec;
  credential: CredentialDto | null;
}) {
  const ids = useId();
  const submit = useSubmitCredential(spec.kind);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Values>({
    // The shared schema checks the same fields the server checks.
    resolver: zodResolver(spec.schema) as unknown as Resolver<Values>,
    defaultValues: spec.defaults(credential),
  });
  const values = watch();
  const fileId = `${ids}-file`;

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label={spec.title}
      onSubmit={handleSubmit(() => {
        if (!file) {
          setFileError("Choose the document: a PDF, JPEG or PNG.");
          return;
        }
        submit.mutate(
          { fields: fieldsToSend(spec, values), file },
          {
            onSuccess: () =>
              toast({
                title: `${spec.title} sent for review`,
                description: "An operator checks it; you'll be notified of the decision.",
              }),
          },
        );
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((field) => {
          if (field.shownWhen && !field.shownWhen(values)) return null;
          const error = errors[field.name]?.message;
          if (field.type === "select") {
            const id = `${ids}-${field.name}`;
            return (
              <div key={field.name} className="space-y-2">
                <Label htmlFor={id}>{field.label}</Label>
                <NativeSelect id={id} options={field.options ?? []} {...register(field.name)} />
                <FieldMessages inputId={id} hint={field.hint} error={error} />
              </div>
            );
          }
          return (
            <FormField
              key={field.name}
              label={field.label}
              type={field.type}
              inputMode={field.inputMode}
              hint={field.hint}
              error={error}
              {...register(field.name)}
            />
          );
        })}
      </div>
      <div className="space-y-2">
        <Label htmlFor={fileId}>Document (PDF, JPEG or PNG, up to 10 MB)</Label>
        <Input
          id={fileId}
          type="file"
          accept={CREDENTIAL_DOCUMENT_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        <FieldMessages inputId={fileId} error={fileError} />
      </div>
      {submit.error && <Alert>{submit.error.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending
            ? `Uploading${submit.progress !== null ? ` ${Math.round(submit.progress)}%` : "..."}`
            : credential
              ? "Replace and send for review"
              : "Send for review"}
        </Button>
      </div>
    </form>
  );
}
