import type { ReactNode } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { FormDialog } from "./FormDialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that does it, named after what it does ("Hire Maya for $450"). */
  confirmLabel: string;
  pendingLabel: string;
  /** The way out; defaults to "Go back". */
  cancelLabel?: string;
  confirmVariant?: ButtonProps["variant"];
  isPending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  /** Extra fields between the description and the buttons (e.g. a reason). */
  children?: ReactNode;
};

/**
 * Asks before an action that cannot be undone; the dialog stays open while it runs. A form
 * dialog whose submit is the action.
 */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel = "Go back",
  confirmVariant = "default",
  onConfirm,
  children,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <FormDialog
      {...dialog}
      submitLabel={confirmLabel}
      submitVariant={confirmVariant}
      cancelLabel={cancelLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      {children}
    </FormDialog>
  );
}
