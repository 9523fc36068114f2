import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { ThemeContext } from "@/features/theme/ThemeProvider";
import { createQueryClient } from "@/lib/queryClient";
import { AppRoutes } from "./AppRoutes";
import { preloadEntryPage } from "./lazyPages";

export { PRERENDERED_PATHS } from "./prerenderedPages";

/**
 * Build time only (vite.config.ts, `prerenderPublicPages`): the HTML of the app's first render
 * on a public entry page, as the browser's first commit draws it for a visitor: session and
 * searches still loading, lazy parts below the fold as their placeholders. index.html shows
 * it until the app's code has run, so the first paint no longer waits for the JavaScript.
 *
 * App's tree (App.tsx) with the theme as a visitor without a stored choice has it (the colours
 * come from the `dark` class index.html sets before the first paint) and without the toasts,
 * which show nothing until a toast is raised.
 */
export async function prerender(path: string): Promise<string> {
  // Loaded first so the page renders itself, not the Suspense fallback (main.tsx waits for it
  // too before the first render in the browser).
  await preloadEntryPage(path);
  return renderToString(
    <Router ssrPath={path}>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeContext.Provider value={{ theme: "system", appearance: "light", setTheme() {} }}>
          <AppRoutes />
        </ThemeContext.Provider>
      </QueryClientProvider>
    </Router>,
  );
}
