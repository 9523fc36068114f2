import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "./button";
import { LabelTooltip } from "./tooltip";

export type IconButtonProps = Omit<ButtonProps, "aria-label" | "size"> & {
  /** The button's accessible name, also shown as its tooltip (on hover and keyboard focus). */
  label: string;
  /** "sm": 32 px, for rows and cards; the default is 40 px. */
  size?: "default" | "sm";
  side?: "top" | "right" | "bottom" | "left";
  children: ReactNode;
};

/**
 * A button that shows only an icon: its name is read out by screen readers and shown in a
 * tooltip, so sighted mouse and keyboard users learn it too (spec section 9). With `asChild`
 * the child (e.g. a link) takes the button's look.
 */
export function IconButton({
  label,
  size = "default",
  side = "top",
  className,
  variant = "ghost",
  ...props
}: IconButtonProps) {
  return (
    <LabelTooltip label={label} side={side}>
      <Button
        variant={variant}
        size="icon"
        aria-label={label}
        className={cn(size === "sm" && "size-8", className)}
        {...props}
      />
    </LabelTooltip>
  );
}
