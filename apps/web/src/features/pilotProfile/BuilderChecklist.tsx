import { CheckCircle2Icon, ChevronRightIcon, CircleIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { completionPercent } from "@/features/profile/checklist";
import type { BuilderStep } from "./builderChecklist";

/** Progress through the spec's profile steps; each step jumps to the section that does it. */
export function BuilderChecklist({ steps }: { steps: BuilderStep[] }) {
  const percent = completionPercent(steps);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Profile checklist</h2>
        <CardDescription>
          {percent === 100
            ? "100% complete. Your profile has everything clients look for."
            : `${percent}% complete`}
        </CardDescription>
        <Progress
          value={percent}
          label="Profile checklist"
          tone={percent === 100 ? "done" : "sky"}
          className="mt-2"
        />
      </CardHeader>
      <CardContent>
        <ul className="-my-3 divide-y">
          {steps.map(({ id, label, done, href }) => (
            <li key={id}>
              <a
                href={href}
                className="group flex items-start gap-3 rounded-md py-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                {done ? (
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <CircleIcon
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden
                  />
                )}
                <span
                  className={
                    done
                      ? "flex-1 text-muted-foreground line-through"
                      : "flex-1 group-hover:text-brand-sky"
                  }
                >
                  {label}
                  <span className="sr-only">{done ? " (done)" : " (to do)"}</span>
                </span>
                <ChevronRightIcon
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground group-hover:text-brand-sky"
                  aria-hidden
                />
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
