import { Tooltip as Tip } from "radix-ui";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Spec section 9: a tooltip opens after 700 ms of hovering; moving on to the next one within
 * 300 ms opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Spec section 9's "200 ms in another place": the navigation bars' few, always-present controls. */
export const QUICK_TOOLTIP_OPEN_DELAY_MS = 200;

/** The app-wide delays; a nested provider (the navigation bars) may open faster. */
export function TooltipProvider({
  delayDuration = TOOLTIP_OPEN_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof Tip.Provider>) {
  return (
    <Tip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
  );
}

/** The navigation bars' tooltips open after 200 ms (spec section 9): few controls, always there. */
export function QuickTooltips({ children }: { children: ReactNode }) {
  return <TooltipProvider delayDuration={QUICK_TOOLTIP_OPEN_DELAY_MS}>{children}</TooltipProvider>;
}

export const Tooltip = Tip.Root;
export const TooltipTrigger = Tip.Trigger;

/** The label bubble: high contrast (inverted surface), small, with an arrow. */
export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof Tip.Content>) {
  return (
    <Tip.Portal>
      <Tip.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=delayed-open]:animate-in data-[state=delayed-open]:fade-in-0 data-[state=delayed-open]:zoom-in-95 data-[state=instant-open]:animate-in data-[state=instant-open]:fade-in-0",
          className,
        )}
        {...props}
      >
        {children}
        <Tip.Arrow className="fill-foreground" width={10} height={5} />
      </Tip.Content>
    </Tip.Portal>
  );
}

/**
 * Shows `label` as the tooltip of one control (its child, which must take a ref): for controls
 * that show only an icon and are named by `label` already (aria-label or hidden text).
 */
export function LabelTooltip({
  label,
  side = "top",
  children,
}: {
  label: string;
  side?: ComponentProps<typeof Tip.Content>["side"];
  children: ReactElement;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
}
