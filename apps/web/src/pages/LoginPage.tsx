import { zodResolver } from "@hookform/resolvers/zod";
import { PRODUCT_NAME } from "@skyhire/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Link, useSearchParams } from "wouter";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { authQueryErrorMessage, loginErrorMessage } from "@/features/auth/authErrors";
import { AuthSubmitButton, AuthSwitchLink, EmailField } from "@/features/auth/AuthFormParts";
import { AuthLayout } from "@/features/auth/AuthLayout";
import { AuthOptions } from "@/features/auth/AuthOptions";
import { loginSchema, type LoginValues } from "@/features/auth/authSchemas";
import { LegalNote } from "@/features/auth/LegalNote";
import { useLogin } from "@/features/auth/useEmailAuth";

function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) => login.mutate(values))}
    >
      {login.isError && <Alert>{loginErrorMessage(login.error)}</Alert>}
      <EmailField error={errors.email?.message} {...register("email")} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link
            href="/forgot-password"
            className="text-sm font-medium text-brand-sky hover:underline"
          >
            Forgot your password?
          </Link>
        }
        {...register("password")}
      />
      <AuthSubmitButton pending={login.isPending} pendingLabel="Signing in...">
        Sign in
      </AuthSubmitButton>
    </form>
  );
}

/** /login (spec section 2 "Login"). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const queryError = authQueryErrorMessage("login", params.get("error"));

  return (
    <AuthLayout title="Welcome Back" subtitle={`Sign in to your ${PRODUCT_NAME} account`}>
      {queryError && <Alert className="mb-5">{queryError}</Alert>}
      <AuthOptions mode="login" emailForm={<LoginForm />} />
      <AuthSwitchLink question="Don't have an account?" href="/register">
        Create one
      </AuthSwitchLink>
      <LegalNote action="signing in" />
    </AuthLayout>
  );
}
