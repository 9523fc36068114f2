/** Theme preference and the appearance it produces. Kept free of React so it is easy to test. */
export type ThemePreference = "light" | "dark" | "system";
export type Appearance = "light" | "dark";

/** localStorage key; index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = "skyhire-theme";
export const DEFAULT_THEME: ThemePreference = "system";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === "light" || value === "dark" || value === "system" ? value : DEFAULT_THEME;
}

export function effectiveAppearance(theme: ThemePreference, systemIsDark: boolean): Appearance {
  if (theme === "system") return systemIsDark ? "dark" : "light";
  return theme;
}

/** The toggle flips to the opposite of what the user currently sees (spec section 4). */
export function toggledTheme(current: Appearance): ThemePreference {
  return current === "dark" ? "light" : "dark";
}

export function readStoredTheme(storage: Pick<Storage, "getItem"> | undefined): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/** Browser UI colour per appearance; matches the theme-color metas in index.html. */
export const THEME_COLORS: Record<Appearance, string> = { light: "#f5f9ff", dark: "#0b1a3a" };

export function applyAppearance(root: HTMLElement, appearance: Appearance): void {
  root.classList.toggle("dark", appearance === "dark");
  root.style.colorScheme = appearance;
  // An explicit choice can differ from the OS, so both media-specific metas follow the app.
  root.ownerDocument
    .querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute("content", THEME_COLORS[appearance]));
}
