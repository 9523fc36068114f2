import { MODERATION_REASON_MAX, moderationReasonRequestSchema } from "@skyhire/shared";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { TextareaField } from "@/components/forms/TextareaField";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/features/toast/toastStore";
import { useReasonAction } from "./moderationQueries";

type ReasonActionDialogProps = {
  /** The operator route the reason is posted to. */
  url: string;
  /** The button that opens the dialog and the dialog's title ("Suspend account"). */
  label: string;
  icon?: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** What the toast says once done. */
  doneTitle: string;
  reasonLabel: string;
  placeholder?: string;
  variant?: ButtonProps["variant"];
  /** The dialog's confirm button is red: the action takes something away. */
  danger?: boolean;
};

/** An operator action that needs a reason: a button, then a dialog asking why. */
export function ReasonActionDialog({
  url,
  label,
  icon,
  description,
  confirmLabel,
  pendingLabel,
  doneTitle,
  reasonLabel,
  placeholder,
  variant = "outline",
  danger = false,
}: ReasonActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const action = useReasonAction(url);

  const submit = () => {
    const parsed = moderationReasonRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    action.mutate(parsed.data.reason, {
      onSuccess: () => {
        setOpen(false);
        setReason("");
        toast({ title: doneTitle });
      },
    });
  };

  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onClick={() => {
          action.reset();
          setInvalid(undefined);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={description}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        confirmVariant={danger ? "destructive" : "default"}
        isPending={action.isPending}
        error={action.error?.message}
        onConfirm={submit}
      >
        <TextareaField
          label={reasonLabel}
          value={reason}
          maxLength={MODERATION_REASON_MAX}
          placeholder={placeholder}
          error={invalid}
          onChange={(event) => {
            setReason(event.target.value);
            if (invalid) setInvalid(undefined);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
