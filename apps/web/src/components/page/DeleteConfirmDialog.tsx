import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";

/** The part of a TanStack delete mutation (by id) the dialog uses. */
export type DeleteMutation = {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type DeleteConfirmDialogProps<T extends { id: string }> = {
  /** What would be deleted; kept while the dialog closes so its text does not change. */
  item: T | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  remove: DeleteMutation;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** After the delete: the dialog closes, then this says so. */
  onDeleted: (item: T) => void;
};

/** Asks before deleting one item, deletes it, and stays open with the reason when that fails. */
export function DeleteConfirmDialog<T extends { id: string }>({
  item,
  open,
  onOpenChange,
  remove,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onDeleted,
}: DeleteConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      confirmVariant="destructive"
      isPending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted(item);
          },
        });
      }}
    />
  );
}
