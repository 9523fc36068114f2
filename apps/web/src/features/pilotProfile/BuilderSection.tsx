import { CheckCircle2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type BuilderSectionProps = {
  id: string;
  title: string;
  description: ReactNode;
  /** Whether its checklist step is done; undefined for sections outside the checklist. */
  done?: boolean;
  /** Without the card, for content that brings its own (the basic info form). */
  plain?: boolean;
  children: ReactNode;
};

/** One step of the builder, the target of its checklist link. */
export function BuilderSection({
  id,
  title,
  description,
  done,
  plain = false,
  children,
}: BuilderSectionProps) {
  const headingId = `${id}-heading`;
  const heading = (
    <h2 id={headingId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
      {title}
      {done && (
        <span className="inline-flex items-center gap-1 rounded-full bg-success/12 px-2 py-0.5 text-xs font-semibold text-success">
          <CheckCircle2Icon className="size-3.5" aria-hidden />
          Done
        </span>
      )}
    </h2>
  );
  if (plain) {
    return (
      <section id={id} aria-labelledby={headingId} className="scroll-mt-24 space-y-4 pt-2">
        <div className="space-y-1.5 px-1">
          {heading}
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </section>
    );
  }
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card>
        <CardHeader>
          {heading}
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </section>
  );
}
