import { zodResolver } from "@hookform/resolvers/zod";
import { MIN_PASSWORD_LENGTH } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "wouter";
import type { z } from "zod";
import { LinkButton } from "@/components/page/LinkButton";
import { Alert } from "@/components/ui/alert";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import { AuthSubmitButton, AuthSwitchLink, NewPasswordFields } from "@/features/auth/AuthFormParts";
import { AuthLayout } from "@/features/auth/AuthLayout";
import { resetPasswordSchema, type ResetPasswordValues } from "@/features/auth/authSchemas";
import { apiRequest } from "@/lib/api";

type MessageResponse = { message?: string };

/** /reset-password?token=…: sets a new password with the token from the emailed link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: ({ password }: ResetPasswordValues) =>
      apiRequest<MessageResponse>("POST", "/api/auth/reset-password", { token, password }),
    // Every session of the account ends with a reset, this browser's included.
    onSuccess: () => queryClient.setQueryData(USER_QUERY_KEY, null),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof resetPasswordSchema>, unknown, ResetPasswordValues>({
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
    const message = reset.data?.message || "Your password has been reset.";
    body = (
      <div role="status" className="space-y-4 text-center">
        <CircleCheckIcon className="mx-auto size-10 text-success" aria-hidden />
        <p className="font-semibold">{message}</p>
        <p className="text-sm text-muted-foreground">
          {/signed out/i.test(message)
            ? "Sign in again with your new password."
            : "For your security you have been signed out everywhere, on every device. Sign in again with your new password."}
        </p>
        <LinkButton href="/login" variant="flare" className="w-full">
          Sign in
        </LinkButton>
      </div>
    );
  } else {
    body = (
      <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => reset.mutate(v))}>
        {reset.isError && (
          <Alert>
            {reset.error.message}{" "}
            {reset.error.message.includes("Request a new one") && (
              <Link href="/forgot-password" className="font-semibold underline">
                Request a new link
              </Link>
            )}
          </Alert>
        )}
        <NewPasswordFields
          labels={["New password", "Confirm new password"]}
          password={{ error: errors.password?.message, ...register("password") }}
          confirmation={{ error: errors.confirmPassword?.message, ...register("confirmPassword") }}
        />
        <p className="text-sm text-muted-foreground">
          Resetting your password signs you out everywhere, on every device.
        </p>
        <AuthSubmitButton pending={reset.isPending} pendingLabel="Saving...">
          Set new password
        </AuthSubmitButton>
      </form>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={`Use at least ${MIN_PASSWORD_LENGTH} characters`}
    >
      {body}
      {!reset.isSuccess && <AuthSwitchLink href="/login">Back to sign in</AuthSwitchLink>}
    </AuthLayout>
  );
}
