import { defineConfig } from "vitest/config";

/** One Vitest run covers the shared rules, the web components and the API (server) suites. */
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/web", "apps/server"],
  },
});
