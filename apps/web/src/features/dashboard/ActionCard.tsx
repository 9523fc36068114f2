import type { LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { TONE_ICON, type Tone } from "./tones";

export type ActionCardProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
  badge?: string | undefined;
  color: Tone;
};

/** Spec section 2 building block: title, description, icon, optional badge, colour. */
export function ActionCard({
  title,
  description,
  icon: Icon,
  href,
  badge,
  color,
}: ActionCardProps) {
  return (
    <Link
      href={href}
      className="group flex h-full items-start gap-4 rounded-2xl border bg-card p-4 transition-[border-color,transform] outline-none hover:-translate-y-0.5 hover:border-brand-sky/50 focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-xl",
          TONE_ICON[color],
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">{title}</span>
          {badge && (
            <span className="rounded-full bg-tone-orange-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-tone-orange">
              {badge}
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}
