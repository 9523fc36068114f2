import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCcwIcon } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export type LoadProblem = { query: UseQueryResult<unknown>; message: string };

/** The failed loads among `problems`, each with a working retry; nothing when all is well. */
export function LoadProblems({ problems }: { problems: LoadProblem[] }) {
  const failed = problems.filter((p) => p.query.isError);
  if (failed.length === 0) return null;
  return (
    <div className="space-y-2">
      {failed.map(({ query, message }) => (
        <Alert key={message} className="items-center">
          <span className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <span>{message}</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RotateCcwIcon />
              Try again
            </Button>
          </span>
        </Alert>
      ))}
    </div>
  );
}
