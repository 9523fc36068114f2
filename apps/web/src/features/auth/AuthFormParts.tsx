import type { ComponentProps, ReactNode } from "react";
import { Link } from "wouter";
import { FormField } from "@/components/forms/FormField";
import { Button } from "@/components/ui/button";

type FieldProps = Omit<ComponentProps<typeof FormField>, "label" | "type" | "autoComplete">;

/** The email field of every account form: same label, keyboard and autofill everywhere. */
export function EmailField(props: FieldProps) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      {...props}
    />
  );
}

/**
 * A new password and its confirmation (register, reset): both `new-password`, so password
 * managers offer to generate one and save it.
 */
export function NewPasswordFields({
  labels = ["Password", "Confirm password"],
  password,
  confirmation,
}: {
  labels?: readonly [string, string];
  password: FieldProps;
  confirmation: FieldProps;
}) {
  return (
    <>
      <FormField label={labels[0]} type="password" autoComplete="new-password" {...password} />
      <FormField label={labels[1]} type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}

/** The full-width submit button of an account form, saying what it is doing while it waits. */
export function AuthSubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="flare" className="h-11 w-full" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** The line under an account form that leads to the other one ("Don't have an account? ..."). */
export function AuthSwitchLink({
  question,
  href,
  children,
}: {
  question?: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {question && <>{question} </>}
      <Link href={href} className="font-semibold text-brand-sky hover:underline">
        {children}
      </Link>
    </p>
  );
}
