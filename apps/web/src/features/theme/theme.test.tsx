import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import {
  effectiveAppearance,
  parseThemePreference,
  readStoredTheme,
  THEME_STORAGE_KEY,
  toggledTheme,
} from "./theme";
import { ThemeToggle } from "./ThemeToggle";

describe("theme rules", () => {
  it("defaults to system for missing or unknown stored values", () => {
    expect(parseThemePreference(null)).toBe("system");
    expect(parseThemePreference("purple")).toBe("system");
    expect(parseThemePreference("dark")).toBe("dark");
  });

  it("resolves system from the OS preference", () => {
    expect(effectiveAppearance("system", true)).toBe("dark");
    expect(effectiveAppearance("system", false)).toBe("light");
    expect(effectiveAppearance("light", true)).toBe("light");
  });

  it("flips to the opposite of the current effective appearance", () => {
    expect(toggledTheme("dark")).toBe("light");
    expect(toggledTheme("light")).toBe("dark");
    // A "system" user who currently sees dark gets an explicit light theme.
    expect(toggledTheme(effectiveAppearance("system", true))).toBe("light");
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readStoredTheme(broken)).toBe("system");
  });
});

describe("ThemeToggle", () => {
  it("applies and stores the flipped theme", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    renderApp(<ThemeToggle />);
    expect(document.documentElement).not.toHaveClass("dark");

    await userEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    await userEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });
});

describe("ThemeProvider", () => {
  afterEach(() => vi.restoreAllMocks());

  it("follows an OS switch to dark made before it listened for one", () => {
    // The first read (the first render's) says light; the OS then switches to dark before the
    // provider subscribes, so no listener hears it: the provider must read the OS again.
    let reads = 0;
    const original = window.matchMedia;
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
      ...original(query),
      get matches() {
        reads += 1;
        return reads > 1;
      },
    }));
    renderApp(<p>Page</p>);
    expect(document.documentElement).toHaveClass("dark");
  });
});
