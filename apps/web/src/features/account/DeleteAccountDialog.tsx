import { zodResolver } from "@hookform/resolvers/zod";
import { DELETE_ACCOUNT_CONFIRMATION_WORD } from "@skyhire/shared";
import { useMemo, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { BlockerList } from "./BlockerList";
import {
  deleteAccountSchema,
  refusalBlockers,
  type DeleteAccountValues,
} from "./deleteAccountForm";
import { useDeleteAccount } from "./useDeleteAccount";

type DeleteAccountDialogProps = {
  /** The button that opens it; focus goes back to it when the dialog closes. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  passwordRequired: boolean;
};

/**
 * The last step: the person types their email (or DELETE) and, with a password account, the
 * password. A refusal stays in the dialog with every reason the server gave.
 */
export function DeleteAccountDialog({
  trigger,
  open,
  onOpenChange,
  email,
  passwordRequired,
}: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const schema = useMemo(
    () => deleteAccountSchema(email, passwordRequired),
    [email, passwordRequired],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: { confirmation: "", password: "" },
  });
  const blockers = refusalBlockers(remove.error);
  const busy = remove.isPending || remove.isSuccess;

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) {
      reset();
      remove.reset();
    }
    onOpenChange(next);
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            Your name, email, phone, pictures, documents and sign-in methods are erased and you are
            signed out everywhere. People you worked with keep their jobs, messages and reviews,
            shown as from a deleted user; payment records stay without your name. This can't be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((values) =>
            remove.mutate({
              confirmation: values.confirmation,
              ...(passwordRequired ? { password: values.password } : {}),
            }),
          )}
        >
          <FormField
            label={`Type your email address or ${DELETE_ACCOUNT_CONFIRMATION_WORD}`}
            autoComplete="off"
            spellCheck={false}
            error={errors.confirmation?.message}
            {...register("confirmation")}
          />
          {passwordRequired && (
            <FormField
              label="Your password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register("password")}
            />
          )}
          {remove.isError &&
            (blockers.length > 0 ? (
              <Alert>
                <p className="font-medium">Your account can't be deleted yet:</p>
                <BlockerList blockers={blockers} />
              </Alert>
            ) : (
              <Alert>{remove.error.message}</Alert>
            ))}
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Keep my account
              </Button>
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Deleting..." : "Delete my account"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
