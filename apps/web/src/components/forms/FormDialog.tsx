import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonProps } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the form is being sent: the dialog can't be closed and both buttons wait. */
  isPending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  /** The submit button, named after what it does ("Add equipment"). */
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonProps["variant"];
  /** The way out; defaults to "Cancel". */
  cancelLabel?: string;
  /** The fields. */
  children: ReactNode;
};

/** A dialog holding one form: title, description, the fields, the last error, cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  isPending,
  error,
  submitLabel,
  pendingLabel,
  submitVariant,
  cancelLabel = "Cancel",
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            // The dialog is portalled out of the page, but React still bubbles its submit up
            // the component tree: a form around the dialog's opener must not hear it.
            event.stopPropagation();
            onSubmit(event);
          }}
        >
          {children}
          {error && <Alert>{error}</Alert>}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isPending}
            >
              {cancelLabel}
            </Button>
            <Button type="submit" variant={submitVariant} disabled={isPending}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
