import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** One Vitest run covers the shared rules, the web components and the API (server) suites. */
export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/web",
      "apps/server/vitest.config.ts",
      "apps/server/vitest.isolated.config.ts",
    ],
    // Vitest runs one file at a time on a 2-core machine (its default is cores - 1), while an
    // API suite spends much of its time waiting for PostgreSQL: two at once took a sample of 17
    // server suites from 169 s to 122 s (three: 122 s). Larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
