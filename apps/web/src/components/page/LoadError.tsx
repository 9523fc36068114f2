import { RotateCcwIcon } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A failed load with a working retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <Alert>{message}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcwIcon />
        Try again
      </Button>
    </div>
  );
}
