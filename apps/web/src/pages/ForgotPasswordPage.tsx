import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { MailCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthLayout } from "@/features/auth/AuthLayout";
import {
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from "@/features/auth/passwordResetSchemas";
import { apiRequest } from "@/lib/api";

/** /forgot-password: asks the server to email a reset link. */
export default function ForgotPasswordPage() {
  const request = useMutation({
    mutationFn: (values: ForgotPasswordValues) =>
      apiRequest("POST", "/api/auth/forgot-password", values),
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
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
          <p>
            If an account exists for <strong>{getValues("email")}</strong>, a link to reset your
            password is on its way.
          </p>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((values) => request.mutate(values))}
        >
          {request.isError && <Alert>{request.error.message}</Alert>}
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <Button
            type="submit"
            variant="flare"
            className="h-11 w-full"
            disabled={request.isPending}
          >
            {request.isPending ? "Sending link..." : "Send reset link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/login" className="font-semibold text-brand-sky hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
