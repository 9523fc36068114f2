import { MoonIcon, SunIcon } from "lucide-react";
import { IconButton } from "@/components/ui/icon-button";
import { cn } from "@/lib/utils";
import { toggledTheme } from "./theme";
import { useTheme } from "./useTheme";

/** One-click switch to the opposite of the current appearance. */
export function ThemeToggle({ className }: { className?: string }) {
  const { appearance, setTheme } = useTheme();
  const label = appearance === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <IconButton
      className={cn("rounded-full", className)}
      onClick={() => setTheme(toggledTheme(appearance))}
      label={label}
      side="bottom"
    >
      {appearance === "dark" ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </IconButton>
  );
}
