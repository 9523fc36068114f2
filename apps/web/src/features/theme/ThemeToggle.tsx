import { MoonIcon, SunIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { toggledTheme } from "./theme";
import { useTheme } from "./useTheme";

/** One-click switch to the opposite of the current appearance. */
export function ThemeToggle({ className }: { className?: string }) {
  const { appearance, setTheme } = useTheme();
  const label = appearance === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("rounded-full", className)}
      onClick={() => setTheme(toggledTheme(appearance))}
      aria-label={label}
      title={label}
    >
      {appearance === "dark" ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </Button>
  );
}
