import { zodResolver } from "@hookform/resolvers/zod";
import { MIN_PASSWORD_LENGTH } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRoundIcon } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import {
  changePasswordSchema,
  toChangePasswordPayload,
  type ChangePasswordValues,
} from "@/features/auth/authSchemas";
import { toast } from "@/features/toast/toastStore";
import { apiRequest } from "@/lib/api";

/** Change the password, or set a first one for accounts made with Google or Apple. */
export function ChangePasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => changePasswordSchema(hasPassword), [hasPassword]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      apiRequest("POST", "/api/auth/change-password", toChangePasswordPayload(values, hasPassword)),
    onSuccess: async () => {
      reset();
      toast({
        title: hasPassword ? "Password changed" : "Password set",
        description: hasPassword
          ? "Use your new password next time you sign in."
          : "You can now also sign in with your email and password.",
      });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KeyRoundIcon className="size-4" aria-hidden />
          {hasPassword ? "Change password" : "Set a password"}
        </CardTitle>
        <CardDescription>
          {hasPassword
            ? `Use at least ${MIN_PASSWORD_LENGTH} characters.`
            : `You sign in with Google or Apple. Add a password (at least ${MIN_PASSWORD_LENGTH} characters) to also sign in with your email.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((values) => change.mutate(values))}
        >
          {change.isError && <Alert>{change.error.message}</Alert>}
          {hasPassword && (
            <FormField
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register("currentPassword")}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...register("newPassword")}
            />
            <FormField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register("confirmPassword")}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Saving..." : hasPassword ? "Change password" : "Set password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
