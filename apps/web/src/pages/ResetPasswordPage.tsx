import { zodResolver } from "@hookform/resolvers/zod";
import { MIN_PASSWORD_LENGTH } from "@skyhire/shared";
import { useMutation } from "@tanstack/react-query";
import { CircleCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "wouter";
import { FormField } from "@/components/forms/FormField";
import { LinkButton } from "@/components/page/LinkButton";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AuthLayout } from "@/features/auth/AuthLayout";
import {
  resetPasswordSchema,
  type ResetPasswordValues,
} from "@/features/auth/passwordResetSchemas";
import { apiRequest } from "@/lib/api";

/** /reset-password?token=…: sets a new password with the token from the emailed link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const reset = useMutation({
    mutationFn: ({ password }: ResetPasswordValues) =>
      apiRequest("POST", "/api/auth/reset-password", { token, password }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  let body;
  if (!token) {
    body = (
      <div className="space-y-4 text-center">
        <Alert>This reset link is missing its token. Please request a new link.</Alert>
        <LinkButton href="/forgot-password" variant="outline">
          Request a new link
        </LinkButton>
      </div>
    );
  } else if (reset.isSuccess) {
    body = (
      <div role="status" className="space-y-4 text-center">
        <CircleCheckIcon className="mx-auto size-10 text-success" aria-hidden />
        <p>Your password has been reset. You can now sign in with it.</p>
        <LinkButton href="/login" variant="flare">
          Sign in
        </LinkButton>
      </div>
    );
  } else {
    body = (
      <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => reset.mutate(v))}>
        {reset.isError && <Alert>{reset.error.message}</Alert>}
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button type="submit" variant="flare" className="h-11 w-full" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Set new password"}
        </Button>
      </form>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={`Use at least ${MIN_PASSWORD_LENGTH} characters`}
    >
      {body}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link href="/login" className="font-semibold text-brand-sky hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
