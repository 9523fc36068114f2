import { defineProject, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// Reuses the app's plugins and `@` alias so components resolve exactly as in the build.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: "web",
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["./src/test/setup.ts"],
      // Room for the longer findBy wait in setup.ts when the machine is busy.
      testTimeout: 15_000,
    },
  }),
);
