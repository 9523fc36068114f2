import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Every answer a test receives is checked against the OpenAPI document (testing/contract.ts).
    setupFiles: ["src/testing/contractSetup.ts"],
    // Migrates once per run; each suite's database starts as a copy (testing/migratedTemplates.ts).
    globalSetup: ["src/testing/migratedTemplates.ts"],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
