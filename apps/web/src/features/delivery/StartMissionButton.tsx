import { PlaneTakeoffIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { useStartMission } from "./deliveryMutations";

/** The hired pilot starts the mission, after being told what that changes for the client. */
export function StartMissionButton({ jobId, className }: { jobId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const start = useStartMission(jobId, {
    onSuccess: () =>
      toast({
        title: "Mission started",
        description: "Upload the deliverables when you're back from the flight.",
      }),
  });
  return (
    <>
      <Button
        variant="flare"
        className={className}
        onClick={() => {
          start.reset();
          setOpen(true);
        }}
      >
        <PlaneTakeoffIcon />
        Start mission
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Start the mission?"
        description="The client is told you've started. From now on they can't cancel for a full refund; you upload the deliverables here and deliver them when they're ready."
        confirmLabel="Start mission"
        pendingLabel="Starting..."
        confirmVariant="flare"
        isPending={start.isPending}
        error={start.error?.message}
        onConfirm={() => start.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
