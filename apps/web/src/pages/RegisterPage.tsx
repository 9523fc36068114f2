import { zodResolver } from "@hookform/resolvers/zod";
import { PRODUCT_NAME } from "@skyhire/shared";
import { useForm } from "react-hook-form";
import { useSearchParams } from "wouter";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { authQueryErrorMessage, registerErrorMessage } from "@/features/auth/authErrors";
import {
  AuthSubmitButton,
  AuthSwitchLink,
  EmailField,
  NewPasswordFields,
} from "@/features/auth/AuthFormParts";
import { AuthLayout } from "@/features/auth/AuthLayout";
import { AuthOptions } from "@/features/auth/AuthOptions";
import {
  registerSchema,
  type RegisterFormInput,
  type RegisterValues,
} from "@/features/auth/authSchemas";
import { LegalNote } from "@/features/auth/LegalNote";
import { useRegister } from "@/features/auth/useEmailAuth";

function RegisterForm() {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) => registerAccount.mutate(values))}
    >
      {registerAccount.isError && <Alert>{registerErrorMessage(registerAccount.error)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <EmailField error={errors.email?.message} {...register("email")} />
      <NewPasswordFields
        password={{ error: errors.password?.message, ...register("password") }}
        confirmation={{ error: errors.confirmPassword?.message, ...register("confirmPassword") }}
      />
      <AuthSubmitButton pending={registerAccount.isPending} pendingLabel="Creating account...">
        Create account
      </AuthSubmitButton>
    </form>
  );
}

/** /register (spec section 2 "Register"). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const queryError = authQueryErrorMessage("register", params.get("error"));

  return (
    <AuthLayout
      title={`Join ${PRODUCT_NAME}`}
      subtitle="Hire certified drone pilots, or get hired as one"
    >
      {queryError && <Alert className="mb-5">{queryError}</Alert>}
      <AuthOptions mode="register" emailForm={<RegisterForm />} />
      <AuthSwitchLink question="Already have an account?" href="/login">
        Sign in
      </AuthSwitchLink>
      <LegalNote action="creating an account" />
    </AuthLayout>
  );
}
