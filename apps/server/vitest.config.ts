import { configDefaults, defineProject } from "vitest/config";

/** What both server projects share: node, the contract check, the migrated templates. */
const serverTest = {
  environment: "node" as const,
  // Every answer a test receives is checked against the OpenAPI document (testing/contract.ts).
  setupFiles: ["src/testing/contractSetup.ts"],
  // Migrates once per run; each suite's database starts as a copy (testing/migratedTemplates.ts).
  globalSetup: ["src/testing/migratedTemplates.ts"],
  testTimeout: 30000,
  hookTimeout: 60000,
};

/** A file that replaces a module (vi.mock) needs a module registry of its own. */
export const ISOLATED_TESTS = "src/**/*.isolated.test.ts";

/**
 * The API suites share one module registry per worker: each file no longer loads Fastify, the
 * features and PGlite anew, which took a sample of 45 server files from 92 s to 57 s. Every
 * suite builds its own app and database, so nothing of one file's state reaches the next.
 * Files that mock a module run in the isolated project (vitest.isolated.config.ts).
 */
export default defineProject({
  test: {
    ...serverTest,
    name: "server",
    include: ["src/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ISOLATED_TESTS],
    isolate: false,
  },
});

export { serverTest };
