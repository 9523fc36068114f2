import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Progress } from "@/components/ui/progress";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { completionPercent, type ChecklistStep } from "./checklist";

type ProfileChecklistProps = {
  steps: ChecklistStep[];
  title: string;
  /** A next step under the list (e.g. a link to the profile form). */
  action?: ReactNode;
};

/** Progress through the profile steps, read from the signed-in user's profile. */
export function ProfileChecklist({ steps, title, action }: ProfileChecklistProps) {
  const percent = completionPercent(steps);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{percent}% complete</CardDescription>
        <Progress value={percent} label={title} className="mt-2" />
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="space-y-3">
          {steps.map(({ id, label, done }) => (
            <li key={id} className="flex items-start gap-3 text-sm">
              {done ? (
                <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              ) : (
                <CircleIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className={done ? "text-muted-foreground line-through" : ""}>
                {label}
                <span className="sr-only">{done ? " (done)" : " (to do)"}</span>
              </span>
            </li>
          ))}
        </ul>
        {action}
      </CardContent>
    </Card>
  );
}
