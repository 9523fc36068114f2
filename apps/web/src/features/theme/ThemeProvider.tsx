import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  applyAppearance,
  effectiveAppearance,
  readStoredTheme,
  THEME_STORAGE_KEY,
  type Appearance,
  type ThemePreference,
} from "./theme";

export type ThemeContextValue = {
  theme: ThemePreference;
  appearance: Appearance;
  setTheme: (theme: ThemePreference) => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = "(prefers-color-scheme: dark)";

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(() => readStoredTheme(localStorage));
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  // Follow the OS while the preference is "system".
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(media.matches);
    media.addEventListener("change", onChange);
    // The OS may have switched between the first render's read and this subscription (a page
    // drawn by the server mounts late): that change fired no event here, so read it again.
    onChange();
    return () => media.removeEventListener("change", onChange);
  }, []);

  const appearance = effectiveAppearance(theme, systemDark);

  useEffect(() => {
    applyAppearance(document.documentElement, appearance);
  }, [appearance]);

  const setTheme = useCallback((next: ThemePreference) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be blocked (private mode); the choice still applies for this visit.
    }
  }, []);

  const value = useMemo(() => ({ theme, appearance, setTheme }), [theme, appearance, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
