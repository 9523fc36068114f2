import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The brand's rounded icon tile that stands beside a card's title. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky",
        className,
      )}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

/** A card's header with the icon tile, the title and a line that says what the card is for. */
export function IconCardHeader({
  icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The description under the title. */
  children: ReactNode;
}) {
  return (
    <CardHeader className="flex-row items-start gap-3">
      <IconTile icon={icon} />
      <div className="min-w-0 flex-1 space-y-1">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{children}</CardDescription>
      </div>
    </CardHeader>
  );
}

/** A card that states where something stands, with what the viewer can do about it. */
export function IconCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card>
      <IconCardHeader icon={icon} title={title}>
        {children}
      </IconCardHeader>
      {actions && <CardContent className="flex flex-col gap-2 sm:flex-row">{actions}</CardContent>}
    </Card>
  );
}
