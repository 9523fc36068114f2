import type { UseQueryResult } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DeleteConfirmDialog, type DeleteMutation } from "./DeleteConfirmDialog";
import { QueryView } from "./QueryView";

type DialogState<T> = { open: boolean; item: T | null };

type ManagedListProps<T extends { id: string }> = {
  headingId: string;
  heading: string;
  /** Show "(n)" after the heading once there are items. */
  showCount?: boolean;
  addLabel: string;
  /** Why nothing more can be added (a limit reached): the add button is off and says why. */
  addBlockedReason?: string;
  query: UseQueryResult<T[]>;
  errorMessage: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The grid's columns from md up. */
  gridClassName: string;
  renderItem: (item: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  /** The add or edit dialog (item null to add). */
  renderForm: (dialog: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    item: T | null;
  }) => ReactNode;
  remove: DeleteMutation;
  deleteConfirm: {
    title: (item: T | null) => string;
    description: (item: T | null) => ReactNode;
    confirmLabel: string;
    pendingLabel: string;
  };
  onDeleted: (item: T) => void;
};

/**
 * A list of the user's own things (equipment, properties): heading with the add button, the
 * loading, error and empty states, a grid of cards, the add or edit dialog and the delete
 * confirmation.
 */
export function ManagedList<T extends { id: string }>({
  headingId,
  heading,
  showCount = false,
  addLabel,
  addBlockedReason,
  query,
  errorMessage,
  empty,
  gridClassName,
  renderItem,
  renderForm,
  remove,
  deleteConfirm,
  onDeleted,
}: ManagedListProps<T>) {
  // The item stays set while a dialog closes, so its text does not change mid-animation.
  const [form, setForm] = useState<DialogState<T>>({ open: false, item: null });
  const [deleting, setDeleting] = useState<DialogState<T>>({ open: false, item: null });
  const count = query.data?.length ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
          {showCount && count > 0 && (
            <span className="ml-2 text-base font-normal text-muted-foreground">({count})</span>
          )}
        </h2>
        <Button
          variant="flare"
          onClick={() => setForm({ open: true, item: null })}
          disabled={addBlockedReason !== undefined}
          title={addBlockedReason}
        >
          <PlusIcon />
          {addLabel}
        </Button>
      </div>
      <QueryView query={query} errorMessage={errorMessage}>
        {(items) =>
          items.length === 0 ? (
            empty
          ) : (
            <div className={cn("grid gap-4", gridClassName)}>
              {items.map((item) =>
                renderItem(item, {
                  onEdit: () => setForm({ open: true, item }),
                  onDelete: () => {
                    remove.reset();
                    setDeleting({ open: true, item });
                  },
                }),
              )}
            </div>
          )
        }
      </QueryView>

      {renderForm({
        open: form.open,
        onOpenChange: (open) => setForm((f) => ({ ...f, open })),
        item: form.item,
      })}
      <DeleteConfirmDialog
        item={deleting.item}
        open={deleting.open}
        onOpenChange={(open) => setDeleting((d) => ({ ...d, open }))}
        remove={remove}
        title={deleteConfirm.title(deleting.item)}
        description={deleteConfirm.description(deleting.item)}
        confirmLabel={deleteConfirm.confirmLabel}
        pendingLabel={deleteConfirm.pendingLabel}
        onDeleted={onDeleted}
      />
    </section>
  );
}
