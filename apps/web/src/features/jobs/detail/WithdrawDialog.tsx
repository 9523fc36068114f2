import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/features/toast/toastStore";
import { useWithdrawApplication } from "../jobMutations";

/** Withdraw, after a confirmation: it can't be undone (one application per job). */
export function WithdrawDialog({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication(applicationId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) withdraw.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          Withdraw
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw your application?</DialogTitle>
          <DialogDescription>
            The client won't be able to hire you for this job, and you can't apply to it again.
          </DialogDescription>
        </DialogHeader>
        {withdraw.error && <Alert>{withdraw.error.message}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast({
                    title: "Application withdrawn",
                    description: "The client no longer sees your proposal.",
                  });
                },
              })
            }
          >
            {withdraw.isPending ? "Withdrawing..." : "Withdraw application"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
