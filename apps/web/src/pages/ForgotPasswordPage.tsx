import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { MailCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthSubmitButton, AuthSwitchLink, EmailField } from "@/features/auth/AuthFormParts";
import { AuthLayout } from "@/features/auth/AuthLayout";
import { forgotPasswordSchema, type ForgotPasswordValues } from "@/features/auth/authSchemas";
import { apiRequest } from "@/lib/api";

type MessageResponse = { message?: string };

const FALLBACK_SENT =
  "If an account exists for that email, a link to reset your password is on its way.";

/** /forgot-password: asks the server to email a reset link; shows the server's answer. */
export default function ForgotPasswordPage() {
  const request = useMutation({
    mutationFn: (values: ForgotPasswordValues) =>
      apiRequest<MessageResponse>("POST", "/api/auth/forgot-password", values),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email you signed up with and we'll send you a reset link"
    >
      {request.isSuccess ? (
        <div role="status" className="space-y-4 text-center">
          <MailCheckIcon className="mx-auto size-10 text-brand-sky" aria-hidden />
          <p>{request.data?.message || FALLBACK_SENT}</p>
          <p className="text-sm text-muted-foreground">
            The link works once and expires soon. Check your spam folder if nothing arrives in a few
            minutes.
          </p>
          <Button variant="outline" onClick={() => request.reset()}>
            Use a different email
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((values) => request.mutate(values))}
        >
          {request.isError && <Alert>{request.error.message}</Alert>}
          <EmailField error={errors.email?.message} {...register("email")} />
          <AuthSubmitButton pending={request.isPending} pendingLabel="Sending link...">
            Send reset link
          </AuthSubmitButton>
        </form>
      )}
      <AuthSwitchLink question="Remembered it?" href="/login">
        Back to sign in
      </AuthSwitchLink>
    </AuthLayout>
  );
}
